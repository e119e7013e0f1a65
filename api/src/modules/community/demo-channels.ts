import { COMMUNITY_INVITATION_LIST_NUMBER } from '@klob/shared/constants';

export interface DemoChannel {
  channelId: string;
  listNumber: number;
  invitationLink: string;
  nameId: string;
  nameEn: string;
}

/** List 2 feeds the community popup for job seekers; list 1 is the recruiters' network. */
const RECRUITER_LIST_NUMBER = 1;

export const demoChannels: DemoChannel[] = [
  {
    channelId: 'klob-society',
    listNumber: COMMUNITY_INVITATION_LIST_NUMBER,
    invitationLink: 'https://t.me/klobsociety',
    nameId: 'Klob Society',
    nameEn: 'Klob Society',
  },
  {
    channelId: 'info-loker-klob',
    listNumber: COMMUNITY_INVITATION_LIST_NUMBER,
    invitationLink: 'https://t.me/infolokerklob',
    nameId: 'Info Loker Klob',
    nameEn: 'Klob Job Alerts',
  },
  {
    channelId: 'klob-fresh-graduate',
    listNumber: COMMUNITY_INVITATION_LIST_NUMBER,
    invitationLink: 'https://t.me/klobfreshgraduate',
    nameId: 'Klob Fresh Graduate',
    nameEn: 'Klob Fresh Graduates',
  },
  {
    channelId: 'klob-career-talk',
    listNumber: COMMUNITY_INVITATION_LIST_NUMBER,
    invitationLink: 'https://t.me/klobcareertalk',
    nameId: 'Obrolan Karier Klob',
    nameEn: 'Klob Career Talk',
  },
  {
    channelId: 'klobporate-hr-network',
    listNumber: RECRUITER_LIST_NUMBER,
    invitationLink: 'https://t.me/klobporatehr',
    nameId: 'Jaringan HR Klobporate',
    nameEn: 'Klobporate HR Network',
  },
  {
    channelId: 'klob-campus-ambassador',
    listNumber: RECRUITER_LIST_NUMBER,
    invitationLink: 'https://t.me/klobcampus',
    nameId: 'Duta Kampus Klob',
    nameEn: 'Klob Campus Ambassadors',
  },
];

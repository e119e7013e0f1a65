import type { SeedStatements } from '../../../db/seed-statements.js';

const socialNetworks = [
  { msnId: 'MSN-LINKEDIN', name: 'LinkedIn', baseUrl: 'https://www.linkedin.com/in/' },
  { msnId: 'MSN-INSTAGRAM', name: 'Instagram', baseUrl: 'https://www.instagram.com/' },
  { msnId: 'MSN-FACEBOOK', name: 'Facebook', baseUrl: 'https://www.facebook.com/' },
  { msnId: 'MSN-X', name: 'X', baseUrl: 'https://x.com/' },
  { msnId: 'MSN-YOUTUBE', name: 'YouTube', baseUrl: 'https://www.youtube.com/@' },
  { msnId: 'MSN-TIKTOK', name: 'TikTok', baseUrl: 'https://www.tiktok.com/@' },
  { msnId: 'MSN-GITHUB', name: 'GitHub', baseUrl: 'https://github.com/' },
];

const partners = [
  { partnerId: 'PARTNER-KEMNAKER', partnerName: 'Kementerian Ketenagakerjaan', linkUrl: 'https://kemnaker.example.go.id' },
  { partnerId: 'PARTNER-UI', partnerName: 'Universitas Indonesia', linkUrl: 'https://ui.example.ac.id' },
  { partnerId: 'PARTNER-ITB', partnerName: 'Institut Teknologi Bandung', linkUrl: 'https://itb.example.ac.id' },
  { partnerId: 'PARTNER-UGM', partnerName: 'Universitas Gadjah Mada', linkUrl: 'https://ugm.example.ac.id' },
  { partnerId: 'PARTNER-NUSANTARA', partnerName: 'PT Nusantara Digital', linkUrl: null },
  { partnerId: 'PARTNER-BALI', partnerName: 'PT Bali Hospitality Group', linkUrl: null },
];

/** Social-network master (msn01) and the partnership slider of the landing page. */
export function seedMasterdata(db: SeedStatements): void {
  const insertNetwork = db.prepare('INSERT INTO social_network_master (msn_id, name, icon_url, base_url, sequence) VALUES (?, ?, ?, ?, ?)');
  socialNetworks.forEach((network, index) =>
    insertNetwork.run(network.msnId, network.name, `/static/icons/social/${network.name.toLowerCase()}.svg`, network.baseUrl, index + 1),
  );
  const insertSlide = db.prepare(
    'INSERT INTO partnership_slides (partner_id, partner_name, logo_url, link_url, sequence) VALUES (?, ?, ?, ?, ?)',
  );
  partners.forEach((partner, index) =>
    insertSlide.run(partner.partnerId, partner.partnerName, `/static/demo/partner-${index + 1}.svg`, partner.linkUrl, index + 1),
  );
}

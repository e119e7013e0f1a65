import { mountHarness } from '@klob/shared/harness';
import guestbook from '../expose/guestbook';
import surveyPage from '../expose/survey-page';
import upload from '../expose/upload';

void mountHarness({ units: { guestbook, upload, 'survey-page': surveyPage } });

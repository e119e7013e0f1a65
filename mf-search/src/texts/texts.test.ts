import { describeAppTexts } from '@klob/shared/testing';
import { publishedTexts } from './index';

describeAppTexts(publishedTexts, [['search', 'suggestions.recent', 'Terakhir Dicari']]);

import { describeAppTexts } from '@klob/shared/testing';
import { publishedTexts } from './index';

describeAppTexts(publishedTexts);

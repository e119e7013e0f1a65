import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { ChatWidget } from '../chat-widget/chat-widget';
import { CHAT_NAMESPACE } from '../chat-widget/chat-namespace';

export default createMountable(ChatWidget, { name: 'chat-widget', namespaces: [CHAT_NAMESPACE], busVersion: BUS_VERSION });

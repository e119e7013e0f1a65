import { describeAppTexts } from '@klob/shared/testing';
import { publishedTexts } from './index';

describeAppTexts(publishedTexts, [
  ['chat', 'conversation.emptyMessage', 'Yuk, Tulis pesan kamu dahulu'],
  ['chat', 'connection.offlineTitle', 'Koneksi internet kamu terganggu!'],
  ['chat', 'failure.messages', 'Gagal Menampilakan Pesan'],
  ['chat', 'failure.refreshChat', 'Refresh chat'],
  ['chat', 'failure.history', 'Gagal Menampilkan History Chat'],
  ['chat', 'failure.refreshHistory', 'Refresh History'],
  ['chat', 'noFeature.message', 'Perusahaan tidak memiliki layanan chat dengan user!'],
  ['chat', 'roles.chatAsAdmin', 'chat as admin'],
]);

/**
 * The chat namespace's Indonesian texts as the localization call answers them, for the component
 * tests (a remote imports nothing of the api); the spec's exact texts are kept verbatim.
 */
export const CHAT_TEST_TEXTS = {
  widget: { open: 'Buka chat', close: 'Tutup chat', title: 'Chat', expand: 'Perbesar', shrink: 'Perkecil', minimise: 'Kecilkan', askHint: 'Tanyakan langsung ke HR lewat chat!' },
  roles: { switchLabel: 'Chat sebagai', chatAsAdmin: 'chat as admin', chatWithCandidate: 'Chat kandidat ini' },
  rooms: { searchPlaceholder: 'Cari percakapan', empty: 'Belum ada percakapan', noSearchResult: 'Percakapan tidak ditemukan', unreadCount: '{{count}} pesan belum dibaca', back: 'Kembali ke daftar percakapan' },
  conversation: {
    selectRoom: 'Pilih percakapan untuk mulai chat',
    placeholder: 'Tulis pesan...',
    send: 'Kirim',
    emptyMessage: 'Yuk, Tulis pesan kamu dahulu',
    loading: 'Memuat pesan...',
    vacancyCardTitle: 'Menanyakan lowongan',
    removeVacancy: 'Hapus lampiran lowongan',
    back: 'Kembali',
    sending: 'Mengirim...',
    sent: 'Terkirim',
    failed: 'Gagal terkirim',
    resend: 'Kirim ulang',
  },
  schedule: {
    offlineTitle: 'HR sedang offline',
    offlineDescription: 'Pesanmu tetap bisa dikirim.',
    operatingHours: 'Jam Operasional',
    day: 'Hari',
    hours: 'Jam',
    timeRange: '{{start}} - {{end}} WIB',
    closed: 'Tutup',
    offlineDates: 'Tanggal Libur',
    dateRange: '{{start}} - {{end}}',
    nextOffline: 'Offline berikutnya: {{date}}',
    continueSending: 'Tetap Kirim Pesan',
    weekdays: { monday: 'Senin', tuesday: 'Selasa', wednesday: 'Rabu', thursday: 'Kamis', friday: 'Jumat', saturday: 'Sabtu', sunday: 'Minggu' },
  },
  noFeature: { title: 'Layanan chat belum tersedia', description: 'Perusahaan ini belum membuka layanan chat.', message: 'Perusahaan tidak memiliki layanan chat dengan user!' },
  connection: {
    offlineTitle: 'Koneksi internet kamu terganggu!',
    offlineAdvice: 'Periksa paket data, WiFi, atau jaringan kamu, lalu coba lagi.',
    lostTitle: 'Koneksi chat terputus',
    lostDescription: 'Kami sedang mencoba menyambungkan kembali...',
  },
  failure: {
    messages: 'Gagal Menampilakan Pesan',
    refreshChat: 'Refresh chat',
    history: 'Gagal Menampilkan History Chat',
    refreshHistory: 'Refresh History',
  },
};

/** The signed-in menus: notifications, messages, cart, profile, the side menu and the bottom bar. */
export const menuTexts = {
  id: {
    notificationMenu: {
      title: 'Notifikasi',
      newsInfo: 'Berita & Info',
      calendar: 'Kalender',
      appliedJobs: 'Lamaran Terkirim',
    },
    messageMenu: {
      title: 'Pesan',
      helpMessage: 'Pesan Bantuan',
      corporateMessage: 'Pesan Perusahaan',
    },
    cartMenu: {
      title: 'Keranjang',
      cart: 'Keranjang Belanja',
      transaction: 'Daftar Transaksi',
    },
    profileMenu: {
      profile: 'Profil',
      logout: 'Keluar',
      completeness: 'Profil {{percent}}% lengkap',
      avatarAlt: 'Foto profil {{name}}',
      label: 'Menu profil',
    },
    sideMenu: {
      kloboard: 'Kloboard',
      vacancies: 'Lowongan',
      profile: 'Profil',
      company: 'Perusahaan',
      hiringPortal: 'Portal Rekrutmen',
      logout: 'Keluar',
      label: 'Menu akun',
    },
    bottomBar: {
      label: 'Navigasi bawah',
      kloboard: 'Kloboard',
      company: 'Perusahaan',
      vacancies: 'Lowongan',
      profile: 'Profil',
    },
  },
  en: {
    notificationMenu: {
      title: 'Notifications',
      newsInfo: 'News & Info',
      calendar: 'Calendar',
      appliedJobs: 'Applied Jobs',
    },
    messageMenu: {
      title: 'Messages',
      helpMessage: 'Help Messages',
      corporateMessage: 'Company Messages',
    },
    cartMenu: {
      title: 'Cart',
      cart: 'Shopping Cart',
      transaction: 'Transactions',
    },
    profileMenu: {
      profile: 'Profile',
      logout: 'Log Out',
      completeness: 'Profile {{percent}}% complete',
      avatarAlt: 'Profile photo of {{name}}',
      label: 'Profile menu',
    },
    sideMenu: {
      kloboard: 'Kloboard',
      vacancies: 'Vacancies',
      profile: 'Profile',
      company: 'Company',
      hiringPortal: 'Hiring Portal',
      logout: 'Log Out',
      label: 'Account menu',
    },
    bottomBar: {
      label: 'Bottom navigation',
      kloboard: 'Kloboard',
      company: 'Company',
      vacancies: 'Vacancies',
      profile: 'Profile',
    },
  },
};

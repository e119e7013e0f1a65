/** The company-landing texts the component tests read (a copy of the api's namespace file, which a remote may not import). */
export const landingTexts = {
  id: {
    'company-landing': {
      eventTabs: {
        home: 'Beranda',
        jobVacancies: 'Lowongan Kerja',
        expo: 'Expo',
        job: 'Job',
        onlineClass: 'Kelas Daring',
        webinar: 'Webinar',
        openingSession: 'Opening Session',
        promoPackage: 'Paket Promo',
        bazaar: 'Bazaar',
        virtualGraduation: 'Daftar Wisuda Virtual',
      },
      event: { participatingCompanies: 'Perusahaan Peserta', live: 'Acara sedang berlangsung', days: 'Hari' },
      campaign: { registrationClosed: 'Pendaftaran sudah ditutup', positions: 'Posisi yang Dibuka' },
      vacancies: { apply: 'Lamar', applyTo: 'Lamar {{position}}', viewDetail: 'Lihat Detail' },
      cms: { opensOn: 'Dibuka pada {{date}}', closedOn: 'Ditutup sejak {{date}}' },
    },
  },
};

/** The terms of use and the Klobporate terms. */
export const termsTexts = {
  id: {
    terms: {
      metaTitle: 'Syarat & Ketentuan dan Kebijakan Privasi',
      metaDescription: 'Syarat dan ketentuan penggunaan Klob serta kebijakan privasi data pengguna.',
      title: 'Syarat & Ketentuan',
      tabsLabel: 'Dokumen',
      termsTab: 'Syarat & Ketentuan',
      privacyTab: 'Kebijakan Privasi',
      updated: 'Terakhir diperbarui 1 November 2026',
      sections: {
        general: {
          title: 'Ketentuan umum',
          body: 'Dengan menggunakan Klob kamu menyetujui ketentuan ini. Klob dapat memperbarui ketentuan dan akan memberitahukannya di situs.',
        },
        klobber: {
          title: 'Ketentuan bagi Klobber',
          body: 'Klobber adalah pengguna pencari kerja. Klobber wajib memberikan data yang benar, menjaga kerahasiaan akunnya, dan tidak menggunakan Klob untuk tujuan yang melanggar hukum.',
        },
        content: {
          title: 'Konten pengguna',
          body: 'Kamu bertanggung jawab atas konten yang kamu unggah. Konten yang melanggar hukum atau hak orang lain dapat kami hapus.',
        },
        liability: {
          title: 'Batasan tanggung jawab',
          body: 'Klob mempertemukan pencari kerja dan perusahaan, namun keputusan rekrutmen sepenuhnya ada pada perusahaan.',
        },
      },
      privacy: {
        collected: {
          title: 'Data yang kami kumpulkan',
          body: 'Nama, email, nomor telepon, riwayat pendidikan dan pekerjaan, hasil tes, serta data penggunaan situs.',
        },
        klobber: {
          title: 'Penggunaan data Klobber',
          body: 'Data Klobber dipakai untuk mencocokkan lowongan, mengirim lamaran kepada perusahaan yang kamu pilih, dan meningkatkan layanan.',
        },
        sharing: {
          title: 'Berbagi data',
          body: 'Kami hanya membagikan data kepada perusahaan yang kamu lamar dan penyedia layanan yang terikat perjanjian kerahasiaan.',
        },
        rights: {
          title: 'Hak kamu',
          body: 'Kamu berhak mengakses, memperbaiki, dan meminta penghapusan datamu sesuai UU Pelindungan Data Pribadi.',
        },
      },
    },
    klobporateTerms: {
      metaTitle: 'Syarat & Ketentuan Klobporate',
      metaDescription: 'Syarat dan ketentuan layanan Klobporate bagi perusahaan pengguna Klob.',
      title: 'Syarat & Ketentuan Klobporate',
      lead: 'Ketentuan ini berlaku bagi perusahaan yang memasang lowongan dan menggunakan layanan rekrutmen Klob.',
      sections: {
        account: { title: 'Akun perusahaan', body: 'Perusahaan wajib terverifikasi dan menunjuk penanggung jawab akun.' },
        vacancies: {
          title: 'Lowongan',
          body: 'Lowongan harus nyata, tidak memungut biaya dari pelamar, dan sesuai peraturan ketenagakerjaan.',
        },
        candidateData: {
          title: 'Data kandidat',
          body: 'Data kandidat hanya boleh dipakai untuk proses rekrutmen dan tidak boleh dibagikan kepada pihak lain.',
        },
        billing: {
          title: 'Biaya layanan',
          body: 'Biaya paket mengikuti penawaran yang disepakati dan ditagihkan sesuai periode langganan.',
        },
      },
    },
  },
  en: {
    terms: {
      metaTitle: 'Terms & Conditions and Privacy Policy',
      metaDescription: 'Terms and conditions of using Klob and the privacy policy for user data.',
      title: 'Terms & Conditions',
      tabsLabel: 'Documents',
      termsTab: 'Terms & Conditions',
      privacyTab: 'Privacy Policy',
      updated: 'Last updated 1 November 2026',
      sections: {
        general: {
          title: 'General terms',
          body: 'By using Klob you agree to these terms. Klob may update them and will announce changes on the site.',
        },
        klobber: {
          title: 'Terms for Klobbers',
          body: 'A Klobber is a job-seeking user. Klobbers must give true data, keep their account secret and not use Klob for unlawful purposes.',
        },
        content: {
          title: 'User content',
          body: 'You are responsible for the content you upload. Content that breaks the law or the rights of others may be removed.',
        },
        liability: {
          title: 'Limitation of liability',
          body: 'Klob brings job seekers and companies together, but hiring decisions rest entirely with the company.',
        },
      },
      privacy: {
        collected: {
          title: 'Data we collect',
          body: 'Name, email, phone number, education and work history, test results and site usage data.',
        },
        klobber: {
          title: 'How Klobber data is used',
          body: 'Klobber data is used to match jobs, send applications to the companies you choose and improve the service.',
        },
        sharing: {
          title: 'Sharing data',
          body: 'We share data only with the companies you apply to and with service providers bound by confidentiality agreements.',
        },
        rights: {
          title: 'Your rights',
          body: 'You may access, correct and ask for deletion of your data under the Personal Data Protection Law.',
        },
      },
    },
    klobporateTerms: {
      metaTitle: 'Klobporate Terms & Conditions',
      metaDescription: 'Terms and conditions of the Klobporate service for companies using Klob.',
      title: 'Klobporate Terms & Conditions',
      lead: 'These terms apply to companies that post jobs and use Klob’s hiring services.',
      sections: {
        account: { title: 'Company account', body: 'Companies must be verified and name a person responsible for the account.' },
        vacancies: { title: 'Jobs', body: 'Jobs must be real, charge applicants nothing and follow employment law.' },
        candidateData: { title: 'Candidate data', body: 'Candidate data may only be used for hiring and must not be shared with others.' },
        billing: { title: 'Service fees', body: 'Package fees follow the agreed offer and are billed per subscription period.' },
      },
    },
  },
};

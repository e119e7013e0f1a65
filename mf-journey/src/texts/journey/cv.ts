/** The CV. */
export const cvTexts = {
  id: {
    cv: {
      builder: 'Pembuat CV',
      templates: 'Template CV',
      selectTemplate: 'Pilih Template',
      useTemplate: 'Gunakan Template Ini',
      edit: 'Ubah CV',
      preview: 'Pratinjau CV',
      download: 'Unduh CV',
    },
  },
  en: {
    cv: {
      builder: 'CV Builder',
      templates: 'CV Templates',
      selectTemplate: 'Choose a Template',
      useTemplate: 'Use This Template',
      edit: 'Edit CV',
      preview: 'CV Preview',
      download: 'Download CV',
    },
  },
};

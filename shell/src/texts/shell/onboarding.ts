/** The shifting page and the onboarding modal. */
export const onboardingTexts = {
  id: {
    shiftingPage: {
      title: 'Ada yang perlu kamu selesaikan',
      description: 'Selesaikan langkah berikut agar rekomendasi lowongan untukmu makin tepat.',
      completeProfile: 'Lengkapi profilmu',
      fillSurvey: 'Isi survei singkat',
      updateJobPreference: 'Perbarui preferensi pekerjaan',
      start: 'Mulai',
      later: 'Nanti Saja',
    },
    onboarding: {
      skip: 'Lewati',
      next: 'Lanjut',
      done: 'Mulai Sekarang',
      title: 'Selamat datang di Klob!',
      progress: '{{done}} dari {{total}} langkah selesai',
      stepDone: 'Selesai',
      openStep: 'Mulai langkah ini',
    },
  },
  en: {
    shiftingPage: {
      title: 'A few things to finish',
      description: 'Complete these steps so that your job recommendations fit you better.',
      completeProfile: 'Complete your profile',
      fillSurvey: 'Fill in a short survey',
      updateJobPreference: 'Update your job preferences',
      start: 'Start',
      later: 'Later',
    },
    onboarding: {
      skip: 'Skip',
      next: 'Next',
      done: 'Get Started',
      title: 'Welcome to Klob!',
      progress: '{{done}} of {{total}} steps done',
      stepDone: 'Done',
      openStep: 'Start this step',
    },
  },
};

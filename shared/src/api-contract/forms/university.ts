/** The university form's student data, its patterns, messages and master lists (spec 3 §3). */

/** The student data of a university form (spec 3 §3 dataStudent), sent when the header asks it. */
export interface SurveyStudentData {
  /** The national id number: 16 digits. */
  nik: string;
  /** The tax number: 15 or 16 digits (dots and dashes allowed, ignored). */
  npwp: string;
  provinceId: string;
  cityId: string;
}

/** spec 3 §3 university form: NIK 16 digits; NPWP 15 digits (old format) or 16 (the NIK-based one). */
export const STUDENT_NIK_PATTERN = /^[0-9]{16}$/;
export const STUDENT_NPWP_PATTERN = /^[0-9]{15,16}$/;
/** An NPWP as typed ('12.345.678.9-012.345') without its dots, dashes and spaces. */
export const npwpDigits = (npwp: string): string => npwp.replace(/[.\-\s]/g, '');

/** The university form's messages (ours: the spec names the fields only). */
export const STUDENT_MESSAGES = {
  nikRequired: 'NIK wajib diisi',
  nikFormat: 'NIK harus 16 digit angka',
  npwpRequired: 'NPWP wajib diisi',
  npwpFormat: 'NPWP harus 15 atau 16 digit angka',
  provinceRequired: 'Provinsi wajib dipilih',
  cityRequired: 'Kota wajib dipilih',
} as const;

/** The master lists of the university form (ours: spec 3 §3 names "master provinces and cities"). */
export const MASTER_REGION_PATHS = {
  /** GET: every province. */
  provinces: '/rest/open/masterdata/province',
  /** GET ?provinceId=: the cities of one province. */
  cities: '/rest/open/masterdata/city',
} as const;

export interface MasterProvince {
  provinceId: string;
  provinceName: string;
}

export interface MasterCity {
  cityId: string;
  cityName: string;
  provinceId: string;
}

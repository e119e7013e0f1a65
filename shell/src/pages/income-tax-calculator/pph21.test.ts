import {
  article17Tax,
  bpjsContributions,
  calculatePph21,
  positionCostOf,
  ptkpOf,
  takeHomePay,
  terCategoryOf,
  type Pph21Input,
} from './pph21';
import { terBasisPoints } from './ter-rates';

/** PMK 168/2023, Lampiran, contoh pegawai tetap: Tuan A (K/0), gaji 10 juta, tunjangan 20 juta, JKK 0,50 %, JKM 0,30 %. */
const PMK_168_TUAN_A: Pph21Input = {
  monthlySalary: 10_000_000,
  monthlyAllowances: 20_000_000,
  status: 'K',
  dependants: 0,
  monthlyEmployerInsurance: 50_000 + 30_000,
  monthlyEmployeeRetirement: 100_000,
  monthlyZakat: 200_000,
};

describe('PPh 21 of a permanent employee', () => {
  test('PMK 168/2023 Lampiran, Tuan A K/0: gross 30.080.000 falls in TER A 13 %, PPh 21 Januari Rp3.910.400', () => {
    const result = calculatePph21(PMK_168_TUAN_A);
    expect(result.category).toBe('A');
    expect(result.monthlyGross).toBe(30_080_000);
    expect(result.terBasisPoints).toBe(1300);
    expect(result.monthlyTax).toBe(3_910_400);
  });

  test('PMK 168/2023 Lampiran, Tuan A Desember: PKP 292.860.000, PPh 21 setahun 42.215.000, Desember lebih bayar 799.400', () => {
    const result = calculatePph21(PMK_168_TUAN_A);
    expect(result.annualGross).toBe(360_960_000);
    expect(result.positionCost).toBe(6_000_000);
    expect(result.annualNet).toBe(360_960_000 - 6_000_000 - 1_200_000 - 2_400_000);
    expect(result.ptkp).toBe(58_500_000);
    expect(result.annualTaxable).toBe(292_860_000);
    expect(result.annualTax).toBe(42_215_000);
    expect(result.decemberTax).toBe(-799_400);
  });

  test('PP 58/2023 TER A with UU HPP Pasal 17, TK/0 bruto Rp10.000.000: TER A 2 % = 200.000 a month; PKP 60 juta, 3.000.000 a year, Desember 800.000', () => {
    const result = calculatePph21({
      monthlySalary: 10_000_000,
      monthlyAllowances: 0,
      status: 'TK',
      dependants: 0,
      monthlyEmployerInsurance: 0,
      monthlyEmployeeRetirement: 0,
    });
    expect(result.monthlyTax).toBe(200_000);
    expect(result.annualTaxable).toBe(60_000_000);
    expect(result.annualTax).toBe(3_000_000);
    expect(result.decemberTax).toBe(800_000);
  });

  test('an income below the PTKP pays nothing: TK/0 with Rp4.500.000 a month (54 juta a year)', () => {
    const result = calculatePph21({
      monthlySalary: 4_500_000,
      monthlyAllowances: 0,
      status: 'TK',
      dependants: 0,
      monthlyEmployerInsurance: 0,
      monthlyEmployeeRetirement: 0,
    });
    expect(result.monthlyTax).toBe(0);
    expect(result.annualTaxable).toBe(0);
    expect(result.annualTax).toBe(0);
    expect(result.decemberTax).toBe(0);
  });

  test('PP 58/2023 Lampiran TER B: K/1 with a gross of Rp8.000.000 is taxed 1 %, Rp80.000', () => {
    const result = calculatePph21({
      monthlySalary: 8_000_000,
      monthlyAllowances: 0,
      status: 'K',
      dependants: 1,
      monthlyEmployerInsurance: 0,
      monthlyEmployeeRetirement: 0,
    });
    expect(result.category).toBe('B');
    expect(result.monthlyTax).toBe(80_000);
  });

  test('PP 58/2023 Lampiran TER C: K/3 with a gross of Rp10.000.000 is taxed 1,5 %, Rp150.000; PTKP 72 juta', () => {
    const result = calculatePph21({
      monthlySalary: 10_000_000,
      monthlyAllowances: 0,
      status: 'K',
      dependants: 3,
      monthlyEmployerInsurance: 0,
      monthlyEmployeeRetirement: 0,
    });
    expect(result.category).toBe('C');
    expect(result.monthlyTax).toBe(150_000);
    expect(result.ptkp).toBe(72_000_000);
  });
});

describe('the parts of the working', () => {
  test('PMK 101/2016 PTKP: TK/0 54 juta, TK/1 58,5 juta, K/0 58,5 juta, K/3 72 juta; a fourth dependant adds nothing', () => {
    expect(ptkpOf('TK', 0)).toBe(54_000_000);
    expect(ptkpOf('TK', 1)).toBe(58_500_000);
    expect(ptkpOf('K', 0)).toBe(58_500_000);
    expect(ptkpOf('K', 3)).toBe(72_000_000);
    expect(ptkpOf('K', 5)).toBe(72_000_000);
  });

  test('PP 58/2023 art. 4 categories: A for TK/0, TK/1, K/0; B for TK/2, TK/3, K/1, K/2; C for K/3', () => {
    expect([terCategoryOf('TK', 0), terCategoryOf('TK', 1), terCategoryOf('K', 0)]).toEqual(['A', 'A', 'A']);
    expect([terCategoryOf('TK', 2), terCategoryOf('TK', 3), terCategoryOf('K', 1), terCategoryOf('K', 2)]).toEqual(['B', 'B', 'B', 'B']);
    expect(terCategoryOf('K', 3)).toBe('C');
  });

  test('PP 58/2023 Lampiran band edges: TER A 0 % up to 5.400.000 and 0,25 % from 5.400.001; the top band is 34 %', () => {
    expect(terBasisPoints('A', 5_400_000)).toBe(0);
    expect(terBasisPoints('A', 5_400_001)).toBe(25);
    expect(terBasisPoints('B', 6_200_000)).toBe(0);
    expect(terBasisPoints('C', 6_600_001)).toBe(25);
    expect(terBasisPoints('A', 2_000_000_000)).toBe(3400);
  });

  test('UU HPP Pasal 17 layers: 5 % to 60 juta, 15 % to 250 juta, 25 % to 500 juta, 30 % to 5 miliar, 35 % above', () => {
    expect(article17Tax(60_000_000)).toBe(3_000_000);
    expect(article17Tax(250_000_000)).toBe(31_500_000);
    expect(article17Tax(500_000_000)).toBe(94_000_000);
    expect(article17Tax(5_000_000_000)).toBe(1_444_000_000);
    expect(article17Tax(6_000_000_000)).toBe(1_794_000_000);
  });

  test('PKP is rounded down to the full thousand before the rates: 60.000.999 is taxed as 60.000.000', () => {
    expect(article17Tax(60_000_999)).toBe(3_000_000);
  });

  test('PMK 250/2008 biaya jabatan: 5 % of the yearly gross, at most Rp6.000.000', () => {
    expect(positionCostOf(60_000_000)).toBe(3_000_000);
    expect(positionCostOf(120_000_000)).toBe(6_000_000);
    expect(positionCostOf(360_960_000)).toBe(6_000_000);
  });

  test('BPJS on a wage of Rp10.000.000: employer JKK 0,24 % + JKM 0,3 % + health 4 %; employee JHT 2 % + JP 1 %, health 1 %', () => {
    expect(bpjsContributions(10_000_000)).toEqual({
      employerTaxable: 24_000 + 30_000 + 400_000,
      employeeRetirement: 200_000 + 100_000,
      employeeHealth: 100_000,
    });
  });

  test('BPJS ceilings: health on at most Rp12.000.000, JP on at most Rp10.547.400', () => {
    expect(bpjsContributions(20_000_000)).toEqual({
      employerTaxable: 48_000 + 60_000 + 480_000,
      employeeRetirement: 400_000 + 105_474,
      employeeHealth: 120_000,
    });
  });

  test('take-home pay: salary and allowances less the employee BPJS, zakat and the month tax', () => {
    expect(takeHomePay(PMK_168_TUAN_A, 120_000, 3_910_400)).toBe(30_000_000 - 100_000 - 120_000 - 200_000 - 3_910_400);
  });
});

import { terBasisPoints, type TerCategory } from './ter-rates';

export type MaritalStatus = 'TK' | 'K';

/** PTKP (UU HPP, PMK 101/2016): per year. */
export const PTKP_SELF = 54_000_000;
export const PTKP_PER_ADDITION = 4_500_000;
/** At most three dependants count for PTKP. */
export const MAX_DEPENDANTS = 3;
/** Biaya jabatan: 5 % of the gross, at most Rp6.000.000 a year (PMK 250/2008). */
export const POSITION_COST_RATE = 0.05;
export const POSITION_COST_MAX_PER_YEAR = 6_000_000;
/** Pasal 17 UU PPh as amended by UU HPP: the upper bound of each layer and its rate. */
const ARTICLE_17_LAYERS: readonly (readonly [upTo: number, rate: number])[] = [
  [60_000_000, 0.05],
  [250_000_000, 0.15],
  [500_000_000, 0.25],
  [5_000_000_000, 0.3],
  [Infinity, 0.35],
];

const countedDependants = (dependants: number) => Math.min(Math.max(0, Math.floor(dependants)), MAX_DEPENDANTS);

/** The yearly PTKP of a status: TK/0 54 million, +4.5 million for being married and for each dependant up to three. */
export function ptkpOf(status: MaritalStatus, dependants: number): number {
  return PTKP_SELF + (status === 'K' ? PTKP_PER_ADDITION : 0) + countedDependants(dependants) * PTKP_PER_ADDITION;
}

/** PP 58/2023 art. 4: A for TK/0, TK/1, K/0; B for TK/2, TK/3, K/1, K/2; C for K/3. */
export function terCategoryOf(status: MaritalStatus, dependants: number): TerCategory {
  const additions = (status === 'K' ? 1 : 0) + countedDependants(dependants);
  return additions <= 1 ? 'A' : additions <= 3 ? 'B' : 'C';
}

/** Biaya jabatan of a yearly gross. */
export const positionCostOf = (annualGross: number): number => Math.min(annualGross * POSITION_COST_RATE, POSITION_COST_MAX_PER_YEAR);

/** Tax of Pasal 17 on a yearly taxable income, rounded down to the full thousand first (PKP). */
export function article17Tax(annualTaxable: number): number {
  let remaining = Math.max(0, Math.floor(annualTaxable / 1000) * 1000);
  let lower = 0;
  let tax = 0;
  for (const [upTo, rate] of ARTICLE_17_LAYERS) {
    const inLayer = Math.min(remaining, upTo - lower);
    tax += inLayer * rate;
    remaining -= inLayer;
    lower = upTo;
    if (remaining <= 0) break;
  }
  return Math.floor(tax);
}

/** BPJS rates of an employee (PP 44/2015, PP 45/2015, PP 46/2015, Perpres 82/2018). */
export const BPJS = {
  /** JKK by the work's risk group: 0,24% (very low, the default) up to 1,74% (very high). */
  jkkEmployerRate: 0.0024,
  jkkEmployerRateMax: 0.0174,
  jkmEmployerRate: 0.003,
  healthEmployerRate: 0.04,
  healthEmployeeRate: 0.01,
  /** Wage ceiling of the health contribution. */
  healthWageCap: 12_000_000,
  jhtEmployeeRate: 0.02,
  jpEmployeeRate: 0.01,
  /** Wage ceiling of the pension contribution (JP) from March 2025. */
  jpWageCap: 10_547_400,
} as const;

export interface BpjsContributions {
  /** Paid by the employer, taxable income of the employee (JKK, JKM, health). */
  employerTaxable: number;
  /** Paid by the employee for old age and pension (JHT, JP): deducted before tax. */
  employeeRetirement: number;
  /** The employee's health contribution: not deductible. */
  employeeHealth: number;
}

/** The monthly BPJS contributions on a wage (salary plus fixed allowances), with the JKK rate of the employer's risk class. */
export function bpjsContributions(wage: number, jkkRate: number = BPJS.jkkEmployerRate): BpjsContributions {
  const healthBase = Math.min(wage, BPJS.healthWageCap);
  return {
    employerTaxable: Math.round(wage * jkkRate + wage * BPJS.jkmEmployerRate + healthBase * BPJS.healthEmployerRate),
    employeeRetirement: Math.round(wage * BPJS.jhtEmployeeRate + Math.min(wage, BPJS.jpWageCap) * BPJS.jpEmployeeRate),
    employeeHealth: Math.round(healthBase * BPJS.healthEmployeeRate),
  };
}

export interface Pph21Input {
  monthlySalary: number;
  monthlyAllowances: number;
  status: MaritalStatus;
  dependants: number;
  /** Insurance premiums the employer pays for the employee (JKK, JKM, health): added to the gross. */
  monthlyEmployerInsurance: number;
  /** Pension and old-age contributions the employee pays (JHT, JP, a pension fund): deducted from the yearly gross. */
  monthlyEmployeeRetirement: number;
  /** Zakat or obligatory religious donations paid through the employer: deducted from the yearly gross. */
  monthlyZakat?: number;
}

export interface Pph21Result {
  category: TerCategory;
  monthlyGross: number;
  terBasisPoints: number;
  /** PPh 21 of January to November (TER). */
  monthlyTax: number;
  annualGross: number;
  positionCost: number;
  annualRetirement: number;
  annualZakat: number;
  annualNet: number;
  ptkp: number;
  /** PKP, rounded down to the full thousand. */
  annualTaxable: number;
  /** PPh 21 of the year (Pasal 17). */
  annualTax: number;
  /** December: the year's tax less what January to November withheld; negative is paid back. */
  decemberTax: number;
}

/** PPh 21 of a permanent employee for a full year at the same pay (PMK 168/2023 art. 13-15). */
export function calculatePph21(input: Pph21Input): Pph21Result {
  const category = terCategoryOf(input.status, input.dependants);
  const monthlyGross = input.monthlySalary + input.monthlyAllowances + input.monthlyEmployerInsurance;
  const basisPoints = terBasisPoints(category, monthlyGross);
  const monthlyTax = Math.floor((monthlyGross * basisPoints) / 10_000);
  const annualGross = monthlyGross * 12;
  const positionCost = positionCostOf(annualGross);
  const annualRetirement = input.monthlyEmployeeRetirement * 12;
  const annualZakat = (input.monthlyZakat ?? 0) * 12;
  const annualNet = annualGross - positionCost - annualRetirement - annualZakat;
  const ptkp = ptkpOf(input.status, input.dependants);
  const annualTaxable = Math.max(0, Math.floor((annualNet - ptkp) / 1000) * 1000);
  const annualTax = article17Tax(annualTaxable);
  return {
    category,
    monthlyGross,
    terBasisPoints: basisPoints,
    monthlyTax,
    annualGross,
    positionCost,
    annualRetirement,
    annualZakat,
    annualNet,
    ptkp,
    annualTaxable,
    annualTax,
    decemberTax: annualTax - monthlyTax * 11,
  };
}

/** Pay received in a month: salary and allowances less the employee's BPJS, zakat and the month's PPh 21. */
export function takeHomePay(input: Pph21Input, employeeHealth: number, tax: number): number {
  return input.monthlySalary + input.monthlyAllowances - input.monthlyEmployeeRetirement - employeeHealth - (input.monthlyZakat ?? 0) - tax;
}

import { css } from '@emotion/react';
import { useState } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@klob/shared';
import { formatDecimal, formatPercent, formatRupiah } from '@klob/shared/format';
import { TextField, colors, fontSizes, mediaMobile, radii, space } from '@klob/shared/ui';
import { ContentPage, cardStyle } from '../content/content-layout';
import { SelectField } from '../content/select-field';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';
import { BPJS, MAX_DEPENDANTS, bpjsContributions, calculatePph21, takeHomePay, type MaritalStatus, type Pph21Input } from './pph21';

interface CalculatorForm {
  salary: string;
  allowances: string;
  zakat: string;
  jkkPercent: string;
  status: MaritalStatus;
  dependants: string;
  bpjs: boolean;
}

/** The form as it opens; the JKK rate is written in the page's number format (0,24 in id, 0.24 in en). */
const initialForm = (language: Language): CalculatorForm => ({
  salary: '10000000',
  allowances: '0',
  zakat: '0',
  jkkPercent: formatDecimal(BPJS.jkkEmployerRate * 100, language),
  status: 'TK',
  dependants: '0',
  bpjs: true,
});

/** A typed amount: digits with optional dot or comma grouping; null when it is not a number of 0 or more. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[\s.]/g, '').replace(',', '.');
  if (cleaned === '') return 0;
  const value = Number(cleaned);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** A rate typed with a decimal point or comma (0.24 or 0,24); null when it is not a number of 0 or more. */
export function parseDecimal(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '') return 0;
  const value = Number(cleaned);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

const layoutStyle = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${space(8)};
  align-items: start;
  ${mediaMobile} {
    grid-template-columns: 1fr;
  }
`;

const formStyle = css`
  display: grid;
  gap: ${space(4)};
`;

const resultStyle = css`
  display: grid;
  gap: ${space(3)};
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${space(2)} ${space(4)};
    margin: 0;
  }
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

const headlineStyle = css`
  padding: ${space(4)};
  border-radius: ${radii.lg};
  background: ${colors.primary};
  color: ${colors.primaryText};
  dt {
    color: ${colors.primaryText};
  }
  dd {
    font-size: ${fontSizes.xl};
  }
`;

/** /income-tax-calculator: PPh 21 of a permanent employee with TER, the yearly reconciliation and take-home pay. */
export default function IncomeTaxCalculatorPage() {
  const { t, ready, i18n } = usePagesText();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const [form, setForm] = useState<CalculatorForm>(() => initialForm(language));
  if (!ready) return <PageLoading />;

  const salary = parseAmount(form.salary);
  const allowances = parseAmount(form.allowances);
  const zakat = parseAmount(form.zakat);
  const jkkPercent = parseDecimal(form.jkkPercent);
  const valid = salary !== null && allowances !== null && zakat !== null && jkkPercent !== null;
  const set = (field: keyof CalculatorForm) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

  const bpjs =
    valid && form.bpjs
      ? bpjsContributions(salary + allowances, jkkPercent / 100)
      : { employerTaxable: 0, employeeRetirement: 0, employeeHealth: 0 };
  const input: Pph21Input | null = valid
    ? {
        monthlySalary: salary,
        monthlyAllowances: allowances,
        status: form.status,
        dependants: Number(form.dependants),
        monthlyEmployerInsurance: bpjs.employerTaxable,
        monthlyEmployeeRetirement: bpjs.employeeRetirement,
        monthlyZakat: zakat,
      }
    : null;
  const result = input && calculatePph21(input);
  const statusText = `${form.status}/${form.dependants}`;

  return (
    <ContentPage
      id="income-tax-calculator"
      title={t('taxCalculator.title')}
      metaTitle={t('taxCalculator.metaTitle')}
      metaDescription={t('taxCalculator.metaDescription')}
      lead={t('taxCalculator.lead')}
    >
      <div css={layoutStyle}>
        <form css={formStyle} onSubmit={(event) => event.preventDefault()} aria-label={t('taxCalculator.title')}>
          <TextField
            label={t('taxCalculator.salary')}
            inputMode="numeric"
            value={form.salary}
            onChange={set('salary')}
            error={salary === null ? t('taxCalculator.invalidAmount') : null}
            touched
          />
          <TextField
            label={t('taxCalculator.allowances')}
            inputMode="numeric"
            value={form.allowances}
            onChange={set('allowances')}
            error={allowances === null ? t('taxCalculator.invalidAmount') : null}
            touched
          />
          <SelectField
            label={t('taxCalculator.status')}
            value={form.status}
            onChange={set('status')}
            options={[
              { value: 'TK', label: t('taxCalculator.single') },
              { value: 'K', label: t('taxCalculator.married') },
            ]}
          />
          <SelectField
            label={t('taxCalculator.dependants')}
            value={form.dependants}
            onChange={set('dependants')}
            options={Array.from({ length: MAX_DEPENDANTS + 1 }, (_, count) => ({ value: String(count), label: String(count) }))}
          />
          <label css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input type="checkbox" checked={form.bpjs} onChange={(event) => setForm({ ...form, bpjs: event.target.checked })} />
            {t('taxCalculator.bpjs')}
          </label>
          {form.bpjs && (
            <TextField
              label={t('taxCalculator.jkkRate')}
              inputMode="decimal"
              value={form.jkkPercent}
              onChange={set('jkkPercent')}
              hint={`${formatPercent(BPJS.jkkEmployerRate * 100, language)} – ${formatPercent(BPJS.jkkEmployerRateMax * 100, language)}`}
              error={jkkPercent === null ? t('taxCalculator.invalidAmount') : null}
              touched
            />
          )}
          <TextField
            label={t('taxCalculator.zakat')}
            inputMode="numeric"
            value={form.zakat}
            onChange={set('zakat')}
            error={zakat === null ? t('taxCalculator.invalidAmount') : null}
            touched
          />
        </form>
        {result && input && (
          <section css={[cardStyle, resultStyle]} aria-labelledby="tax-result-title" aria-live="polite" data-testid="tax-result">
            <h2 id="tax-result-title" css={{ marginTop: 0 }}>
              {t('taxCalculator.resultTitle')}
            </h2>
            <dl css={headlineStyle}>
              <dt>{t('taxCalculator.monthlyTax')}</dt>
              <dd data-testid="monthly-tax">{formatRupiah(result.monthlyTax)}</dd>
              <dt>{t('taxCalculator.takeHome')}</dt>
              <dd data-testid="take-home">{formatRupiah(takeHomePay(input, bpjs.employeeHealth, result.monthlyTax))}</dd>
            </dl>
            <dl>
              <dt>{t('taxCalculator.annualTax')}</dt>
              <dd data-testid="annual-tax">{formatRupiah(result.annualTax)}</dd>
              <dt>{result.decemberTax < 0 ? t('taxCalculator.decemberRefund') : t('taxCalculator.decemberTax')}</dt>
              <dd data-testid="december-tax">{formatRupiah(Math.abs(result.decemberTax))}</dd>
            </dl>
            <h3>{t('taxCalculator.workingTitle')}</h3>
            <dl>
              <dt>{t('taxCalculator.employerInsurance')}</dt>
              <dd>{formatRupiah(input.monthlyEmployerInsurance)}</dd>
              <dt>{t('taxCalculator.monthlyGross')}</dt>
              <dd>{formatRupiah(result.monthlyGross)}</dd>
              <dt>{t('taxCalculator.terRate', { category: result.category })}</dt>
              <dd>{formatPercent(result.terBasisPoints / 100, language)}</dd>
              <dt>{t('taxCalculator.annualGross')}</dt>
              <dd>{formatRupiah(result.annualGross)}</dd>
              <dt>{t('taxCalculator.positionCost')}</dt>
              <dd>−{formatRupiah(result.positionCost)}</dd>
              <dt>{t('taxCalculator.retirement')}</dt>
              <dd>−{formatRupiah(result.annualRetirement)}</dd>
              <dt>{t('taxCalculator.zakatYear')}</dt>
              <dd>−{formatRupiah(result.annualZakat)}</dd>
              <dt>{t('taxCalculator.annualNet')}</dt>
              <dd>{formatRupiah(result.annualNet)}</dd>
              <dt>{t('taxCalculator.ptkp', { status: statusText })}</dt>
              <dd>−{formatRupiah(result.ptkp)}</dd>
              <dt>{t('taxCalculator.taxable')}</dt>
              <dd>{formatRupiah(result.annualTaxable)}</dd>
              <dt>{t('taxCalculator.article17')}</dt>
              <dd>{formatRupiah(result.annualTax)}</dd>
              <dt>{t('taxCalculator.withheld')}</dt>
              <dd>−{formatRupiah(result.monthlyTax * 11)}</dd>
              <dt>{t('taxCalculator.employeeHealth')}</dt>
              <dd>{formatRupiah(bpjs.employeeHealth)}</dd>
            </dl>
            <p css={{ fontSize: 14, color: colors.textMuted, margin: 0 }}>{t('taxCalculator.disclaimer')}</p>
          </section>
        )}
      </div>
    </ContentPage>
  );
}

import { css } from '@emotion/react';
import { useServerData, useServices } from '@klob/shared';
import {
  TRANSACTION_PAGE_LENGTH,
  TRANSACTION_STATUSES,
  type Transaction,
  type TransactionStatus,
} from '@klob/shared/api-contract/commerce';
import { formatRupiah, formatScheduleDateTime } from '@klob/shared/format';
import { colors, fontSizes, fontWeights, radii, space } from '@klob/shared/ui';
import { EmptyState, ErrorState, Pager, SkeletonList } from '../../common/state-views';
import { mutedStyle, pageStyle, pageTitleStyle } from '../../common/styles';
import { useJourneyText } from '../../common/use-journey';
import { usePageQuery } from '../../common/use-page-query';
import { PageTabs } from '../page-tabs';
import { paymentApi } from './payment-api';

export const TRANSACTION_PATH = '/home/payment/transaction';

const isStatus = (value: string | undefined): value is TransactionStatus =>
  (TRANSACTION_STATUSES as readonly string[]).includes(value ?? '');

const cardStyle = css`
  display: grid;
  gap: ${space(1)};
  padding: ${space(4)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
`;

const headStyle = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space(2)};
`;

function TransactionCard({ transaction }: { transaction: Transaction }) {
  const { t, language } = useJourneyText();
  const date = (value: string) => formatScheduleDateTime(value, language);
  return (
    <li css={cardStyle} data-testid="transaction">
      <div css={headStyle}>
        <strong>{t('home.transaction.invoice', { number: transaction.invoiceNumber })}</strong>
        <span css={{ color: colors.primary, fontSize: fontSizes.lg, fontWeight: fontWeights.bold }}>
          {formatRupiah(transaction.totalRupiah)}
        </span>
      </div>
      <ul css={{ margin: 0, paddingLeft: space(5) }}>
        {transaction.items.map((line) => (
          <li key={line.productId}>
            {line.productName} · {formatRupiah(line.priceRupiah)}
          </li>
        ))}
      </ul>
      <p css={mutedStyle}>{t('home.transaction.method', { method: transaction.paymentMethod })}</p>
      <p css={mutedStyle}>
        {transaction.paidAt
          ? t('home.transaction.paidAt', { date: date(transaction.paidAt) })
          : transaction.expiredAt
            ? t('home.transaction.expiresAt', { date: date(transaction.expiredAt) })
            : t('home.transaction.createdAt', { date: date(transaction.createdAt) })}
      </p>
    </li>
  );
}

/**
 * /home/payment/transaction (spec 1 §2.3, §3 "Commerce state", §9): the waiting, success, failed and
 * refund lists, each paged with start and length (start 0, length 10 first). The list and page live in the URL.
 */
export function TransactionPage() {
  const { t } = useJourneyText();
  const { http } = useServices();
  const { query, page, setPage } = usePageQuery();
  const status: TransactionStatus = isStatus(query.status) ? query.status : 'waiting';
  const start = (page - 1) * TRANSACTION_PAGE_LENGTH;
  const transactions = useServerData({
    key: `home-transactions:${status}:${start}`,
    load: (signal) => paymentApi.transactions(http.service, status, { start, length: TRANSACTION_PAGE_LENGTH }, { signal }),
  });
  const tabs = TRANSACTION_STATUSES.map((each) => ({
    path: `${TRANSACTION_PATH}?status=${each}`,
    label: t(`home.transaction.statuses.${each}`),
  }));
  return (
    <div css={pageStyle} data-testid="transaction-page">
      <h1 css={pageTitleStyle}>{t('home.transaction.title')}</h1>
      <PageTabs label={t('home.transaction.title')} tabs={tabs} current={`${TRANSACTION_PATH}?status=${status}`} />
      {transactions.status === 'loading' && <SkeletonList count={2} />}
      {transactions.status === 'failed' && <ErrorState retry={transactions.retry} />}
      {transactions.status === 'ready' &&
        (transactions.data.list.length === 0 ? (
          <EmptyState message={t('home.transaction.empty')} />
        ) : (
          <>
            <p css={[mutedStyle, { marginBottom: space(3) }]} data-testid="transaction-range">
              {t('home.transaction.range', {
                from: transactions.data.start + 1,
                to: transactions.data.start + transactions.data.list.length,
                total: transactions.data.total,
              })}
            </p>
            <ul css={{ display: 'grid', gap: space(3), margin: 0, padding: 0, listStyle: 'none' }}>
              {transactions.data.list.map((transaction) => (
                <TransactionCard key={transaction.transactionId} transaction={transaction} />
              ))}
            </ul>
            <Pager page={page} totalPages={Math.ceil(transactions.data.total / TRANSACTION_PAGE_LENGTH)} onPage={setPage} />
          </>
        ))}
    </div>
  );
}

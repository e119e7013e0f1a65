import type { ProductType, TransactionStatus } from '@klob/shared/api-contract/commerce';
import { DEMO_HR_ID, DEMO_KLOBBER_ID } from '../core/demo-data.js';
import { eventSeeds } from '../platform/seed-data.js';

export interface ProductSeed {
  productId: string;
  productType: ProductType;
  productName: string;
  priceRupiah: number;
  thumbnailUrl: string;
}

export const demoProducts: ProductSeed[] = [
  {
    productId: 'PRD-ENS-001',
    productType: 'ensiklobedia-class',
    productName: 'Kelas Menulis CV Profesional',
    priceRupiah: 99000,
    thumbnailUrl: '/static/demo/product-1.svg',
  },
  {
    productId: 'PRD-ENS-002',
    productType: 'ensiklobedia-class',
    productName: 'Kelas Persiapan Wawancara Kerja',
    priceRupiah: 149000,
    thumbnailUrl: '/static/demo/product-2.svg',
  },
  {
    productId: 'PRD-ENS-003',
    productType: 'ensiklobedia-class',
    productName: 'Kelas Dasar Analisis Data',
    priceRupiah: 249000,
    thumbnailUrl: '/static/demo/product-3.svg',
  },
  {
    productId: 'PRD-KAL-001',
    productType: 'kaleidosklob-package',
    productName: 'Paket Mentoring Karier 1 Bulan',
    priceRupiah: 350000,
    thumbnailUrl: '/static/demo/product-4.svg',
  },
  {
    productId: 'PRD-KAL-002',
    productType: 'kaleidosklob-package',
    productName: 'Paket Bootcamp Frontend',
    priceRupiah: 1250000,
    thumbnailUrl: '/static/demo/product-5.svg',
  },
  {
    productId: 'PRD-KLM-001',
    productType: 'klobmeter-test',
    productName: 'Tes Minat Bakat Lengkap',
    priceRupiah: 75000,
    thumbnailUrl: '/static/demo/product-6.svg',
  },
  {
    productId: 'PRD-KLM-002',
    productType: 'klobmeter-test',
    productName: 'Tes Kepribadian Kerja',
    priceRupiah: 50000,
    thumbnailUrl: '/static/demo/product-1.svg',
  },
  {
    productId: 'PRD-ENS-004',
    productType: 'ensiklobedia-class',
    productName: 'Kelas Public Speaking',
    priceRupiah: 129000,
    thumbnailUrl: '/static/demo/product-2.svg',
  },
  // spec 1 §2.9: an event's package (its `projectPackage`) is sold like any package: its code is the product id.
  ...eventSeeds.flatMap(({ projectPackage }): ProductSeed[] =>
    projectPackage
      ? [
          {
            productId: projectPackage.packageCode,
            productType: 'kaleidosklob-package',
            productName: projectPackage.packageName,
            priceRupiah: projectPackage.priceRupiah,
            thumbnailUrl: '/static/demo/product-3.svg',
          },
        ]
      : [],
  ),
];

export const demoCart = [
  { userId: DEMO_KLOBBER_ID, productIds: ['PRD-ENS-001', 'PRD-KAL-001', 'PRD-KLM-001'] },
  { userId: DEMO_HR_ID, productIds: ['PRD-ENS-003'] },
];

export const demoWishlist = [{ userId: DEMO_KLOBBER_ID, productIds: ['PRD-ENS-002', 'PRD-KAL-002'] }];

export interface TransactionSeed {
  userId: string;
  status: TransactionStatus;
  productIds: string[];
  paymentMethod: string;
  /** How long before seeding it was created: the demo stays as recent as the database (issue 21). */
  ageMs: number;
}

const PAYMENT_METHODS = ['Kartu Kredit', 'Virtual Account BCA', 'GoPay', 'OVO'];
const SUCCESSFUL_PURCHASES = 12;
const HOUR_MS = 60 * 60 * 1000;
export const DEMO_COMMERCE_STEP_MS = 24 * HOUR_MS;

/**
 * The demo klobber: 2 waiting (ordered hours before seeding, so both can still be paid), 12 successful (one a
 * day before that, more than one page), 1 failed and 1 refunded transaction.
 */
export const demoTransactions: TransactionSeed[] = [
  { userId: DEMO_KLOBBER_ID, status: 'waiting', productIds: ['PRD-ENS-004'], paymentMethod: 'Virtual Account BCA', ageMs: 2 * HOUR_MS },
  { userId: DEMO_KLOBBER_ID, status: 'waiting', productIds: ['PRD-KLM-002', 'PRD-ENS-003'], paymentMethod: 'GoPay', ageMs: 5 * HOUR_MS },
  ...Array.from({ length: SUCCESSFUL_PURCHASES }, (_, index): TransactionSeed => ({
    userId: DEMO_KLOBBER_ID,
    status: 'success',
    productIds: [demoProducts[index % demoProducts.length]!.productId],
    paymentMethod: PAYMENT_METHODS[index % PAYMENT_METHODS.length]!,
    ageMs: (index + 1) * DEMO_COMMERCE_STEP_MS,
  })),
  {
    userId: DEMO_KLOBBER_ID,
    status: 'failed',
    productIds: ['PRD-KAL-002'],
    paymentMethod: 'Kartu Kredit',
    ageMs: (SUCCESSFUL_PURCHASES + 1) * DEMO_COMMERCE_STEP_MS,
  },
  {
    userId: DEMO_KLOBBER_ID,
    status: 'refund',
    productIds: ['PRD-ENS-002'],
    paymentMethod: 'OVO',
    ageMs: (SUCCESSFUL_PURCHASES + 2) * DEMO_COMMERCE_STEP_MS,
  },
];

/** How long a waiting transaction may be paid. */
export const PAYMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

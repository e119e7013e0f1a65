import { PRODUCT_NAME } from '@klob/shared/constants';

/** The page's <title> and description meta in the current language; React 19 hoists both into <head> while the page is shown. */
export function PageHead({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <meta name="description" content={description} />
    </>
  );
}

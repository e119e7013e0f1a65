import SignedInNavigation from '../menus/signed-in-navigation';
import SignedInCardPayment from '../payment-script/signed-in-card-payment';

/** What only a signed-in user's pages have, in one chunk: a guest's `/` loads none of it. */
export default function SignedInParts() {
  return (
    <>
      <SignedInNavigation />
      <SignedInCardPayment />
    </>
  );
}

import { createContext, useContext } from 'react';

/**
 * True while the shell's server draws a signed-in page's frame (issue 25): the server knows someone is signed in (the
 * `klob_signed_in` cookie) but not who, so the page shell is drawn with the boxes of the signed-in parts at their final
 * size and a page-sized skeleton for the content; the app then renders the page afresh in their place.
 */
export const SignedInFrameContext = createContext(false);

export const useSignedInFrame = (): boolean => useContext(SignedInFrameContext);

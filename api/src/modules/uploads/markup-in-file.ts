/**
 * HTML that a browser sniffing a file would run: a document, head or body, a script or
 * a frame. Real images, videos and office files are binary or compressed, and a pdf's
 * uncompressed parts are PDF syntax and XMP (XML without these names), so a hit means a
 * polyglot: a real signature with a page behind it (issue 6, hole 6).
 */
const HTML_MARKERS = /<(?:html|head|body|script|iframe)[\s>/]|<!doctype\s+html/i;

/** Whether the bytes carry an HTML page or script anywhere (read as latin1, so any byte is one character). */
export const carriesHtml = (bytes: Buffer): boolean => HTML_MARKERS.test(bytes.toString('latin1'));

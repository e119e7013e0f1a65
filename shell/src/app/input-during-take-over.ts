import { isReacts } from '../remotes/first-screen-elements';
import { onceReactHas } from './once-react-has';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** What the visitor entered: a text or a choice, or whether a box is ticked. */
type Entered = string | boolean;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The event React reads a change of this field from. */
const changeEventOf = (field: Field) => (isCheckable(field) ? 'click' : field instanceof HTMLSelectElement ? 'change' : 'input');

const enteredIn = (field: Field): Entered => (isCheckable(field) ? field.checked : field.value);

/** What the page rendered into the field (React keeps a text field's and a box's default in step with its value). */
function renderedIn(field: Field): Entered {
  if (field instanceof HTMLSelectElement)
    return [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '';
  return isCheckable(field) ? field.defaultChecked : field.defaultValue;
}

/** The visitor's entry made again, so that React sees it as a change from what it rendered. */
function enterAgain(field: Field, entered: Entered): void {
  if (field instanceof HTMLSelectElement) {
    // React keeps no last value of a select: its change event is enough.
    field.value = String(entered);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isCheckable(field)) {
    field.checked = !entered;
    field.click();
  } else {
    // React's own setter on the field first, then the browser's: React's last value is then the one it rendered.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, entered);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** The fields entered into before React had them, with the latest entry: kept as entered, since a render of the page in between may reset a field. */
const waitingForReact = new WeakMap<Field, Entered>();

function enterAgainOnceReactHasIt(field: Field): void {
  const first = !waitingForReact.has(field);
  waitingForReact.set(field, enteredIn(field));
  if (first)
    onceReactHas(
      () => (field.isConnected ? field : null),
      (hasIt) => {
        const entered = waitingForReact.get(field)!;
        waitingForReact.delete(field);
        if (hasIt && entered !== renderedIn(field)) enterAgain(field, entered);
      },
    );
}

/**
 * Issue 25: the take-over is a transition (bootstrap.tsx), and a page's own code may come after it. A field changed
 * while its part was still the server's markup is not seen by React: changed before React listened, or while the
 * part's code was on its way, or with no key or pointer press before it (a browser's autofill, a paste from a menu, a
 * scripted fill), which makes React take the part over inside that very event (`input`, `click` for a box) and
 * start from the changed value. Such a change is sent again once React has the field, from the value React rendered.
 */
export function keepInputDuringTakeOver(root: HTMLElement): void {
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (enteredIn(field) !== renderedIn(field)) enterAgainOnceReactHasIt(field);
  }
  const onChange = (event: Event) => {
    const field = event.target;
    if (isField(field) && root.contains(field) && !isReacts(field) && event.type === changeEventOf(field)) enterAgainOnceReactHasIt(field);
  };
  for (const type of ['input', 'change', 'click']) root.ownerDocument.addEventListener(type, onChange, true);
}

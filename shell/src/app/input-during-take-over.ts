import { elementAt, isReacts, pathTo } from '../remotes/first-screen-elements';
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

/** The same field in a new rendering of the page: same tag, type and name at the same place. */
const sameField = (field: Field, candidate: Element | null): candidate is Field =>
  isField(candidate) &&
  candidate.tagName === field.tagName &&
  candidate.getAttribute('type') === field.getAttribute('type') &&
  candidate.getAttribute('name') === field.getAttribute('name');

function enterAgainOnceReactHasIt(root: HTMLElement, field: Field): void {
  const first = !waitingForReact.has(field);
  waitingForReact.set(field, enteredIn(field));
  if (!first) return;
  // A page that differs for this visitor is rendered afresh (bootstrap.tsx): React replaces the field, also in a slot's
  // server markup, which it renders again from the HTML the server sent. The entry goes to the field at its place.
  const path = pathTo(root, field);
  const fieldNow = (): Field | null => {
    if (field.isConnected) return field;
    const replacement = path && elementAt(root, path);
    return sameField(field, replacement) ? replacement : null;
  };
  onceReactHas(
    fieldNow,
    (found) => {
      const entered = waitingForReact.get(field)!;
      waitingForReact.delete(field);
      if (found && entered !== renderedIn(found)) enterAgain(found, entered);
    },
    // A replacement in a slot's markup is never React's: its unit's hand-over takes the entry from it.
    (found) => found !== field || isReacts(found),
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
    if (enteredIn(field) !== renderedIn(field)) enterAgainOnceReactHasIt(root, field);
  }
  const onChange = (event: Event) => {
    const field = event.target;
    if (isField(field) && root.contains(field) && !isReacts(field) && event.type === changeEventOf(field))
      enterAgainOnceReactHasIt(root, field);
  };
  for (const type of ['input', 'change', 'click']) root.ownerDocument.addEventListener(type, onChange, true);
}

import { Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import { keepTypedValues } from '../remotes/first-screen-handover';

/**
 * Issue 25: a part of the page whose server markup the browser takes over on its own, after the rest. React hydrates
 * a Suspense boundary's server markup at a low priority, in slices of a few milliseconds, instead of in the one long
 * task that takes the page over; a click or a key in it before then hydrates it at once and reaches it as usual.
 * Nothing in it suspends (the fallback is never shown): what it loads lazily has its own boundary inside.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <TakenOverMark />
    </Suspense>
  );
}

/** React's comments around a Suspense boundary's server markup: `<!--$-->` (or `$?`, `$!`, `$~`) ... `<!--/$-->`. */
const isBoundaryStart = (node: Node) => node.nodeType === Node.COMMENT_NODE && /^\$[?!~]?$/.test((node as Comment).data);
const isBoundaryEnd = (node: Node) => node.nodeType === Node.COMMENT_NODE && (node as Comment).data === '/$';

/** The boundary's own nodes: the siblings before its mark, back to the comment that opens it. */
function boundaryNodes(mark: Element): Node[] {
  const nodes: Node[] = [];
  let depth = 0;
  for (let node = mark.previousSibling; node; node = node.previousSibling) {
    if (isBoundaryEnd(node)) depth += 1;
    else if (isBoundaryStart(node)) {
      if (depth === 0) break;
      depth -= 1;
    }
    nodes.push(node);
  }
  return nodes;
}

/**
 * Marks the end of a boundary's markup. It commits with the boundary, when the boundary's server markup has been taken
 * over: what the visitor typed or chose in it before then is handed over to the fields' components (after the event
 * being handled, if one made React take the part over).
 */
function TakenOverMark() {
  const mark = useRef<HTMLTemplateElement>(null);
  useLayoutEffect(() => {
    const element = mark.current;
    // Read at once (a render of the part would put its own values back), handed over after the event being handled.
    if (element) queueMicrotask(keepTypedValues(boundaryNodes(element)));
  }, []);
  return <template ref={mark} />;
}

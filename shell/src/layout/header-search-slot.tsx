/** The header's search box slot (spec 2 "Headers"): mf-search mounts its box here (issue 10). */
export function HeaderSearchSlot() {
  return null;
}

/** The slot of mf-chat's chat widget (spec 2 "Chat widget"): mounted for signed-in users (issue 11). */
export function ChatWidgetSlot() {
  return null;
}

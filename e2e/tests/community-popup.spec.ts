import { expect, test } from '@playwright/test';
import { communityInvitationsFromApi } from '../support/api-data';
import { communityPopup } from '../support/klob-page';
import { HOME_PATH } from '../support/routes';

test("S2-2-54 S2-1-03 S2-7-10 the community popup opens, lists the api's invitation links and closes", async ({ page, request }) => {
  const invitations = await communityInvitationsFromApi(request);
  expect(invitations.length, 'the demo data has community invitations').toBeGreaterThan(0);
  await page.goto(HOME_PATH);
  const popup = communityPopup(page);

  await expect(popup.panel).toBeHidden();
  await popup.closedToggle.click();
  await expect(popup.panel).toBeVisible();
  await expect(popup.openToggle).toBeVisible();

  const links = popup.panel.getByRole('link');
  await expect(links).toHaveCount(invitations.length);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(hrefs).toEqual(invitations.map((invitation) => invitation.invitationLink));
  for (const [index, invitation] of invitations.entries()) {
    await expect(links.nth(index)).toContainText(invitation.channelName_id);
  }

  await popup.openToggle.click();
  await expect(popup.panel).toBeHidden();
  await expect(popup.closedToggle).toBeVisible();
});

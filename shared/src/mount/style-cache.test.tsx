import { css } from '@emotion/react';
import { screen } from '@testing-library/react';
import { createKlobBus } from '../bus/klob-bus';
import { BUS_VERSION } from '../constants/bus';
import { createTestServices, createTestUnitProps } from '../testing/test-services';
import { mountUnit, type MountedUnit } from '../testing/mount-unit';
import type { RemoteName } from '../units/catalogue';
import { createMountable } from './create-mountable';

// The same style, written the same way in two remotes: emotion alone would give both the same class.
const badgeStyle = css`
  color: rebeccapurple;
  padding: 4px;
`;
const badgeUnit = (label: string) =>
  createMountable(() => <p css={badgeStyle}>{label}</p>, { name: `badge-${label}`, busVersion: BUS_VERSION });

const mounted: MountedUnit[] = [];
afterEach(async () => {
  for (const unit of mounted.splice(0)) await unit.unmount();
});

/** Mounts a unit as the shell does for `remote`: its services' bus is scoped to that remote. */
async function mountAs(remote: RemoteName, label: string) {
  const services = createTestServices({ bus: createKlobBus().as(remote) });
  mounted.push(await mountUnit(badgeUnit(label), createTestUnitProps({ services }), { name: label }));
  return screen.getByText(label);
}

test("two remotes' units get class names of their own emotion cache, so they cannot collide", async () => {
  const chat = await mountAs('mf_chat', 'chat');
  const search = await mountAs('mf_search', 'search');

  expect(chat.className).toMatch(/^mf-chat-\w+$/);
  expect(search.className).toMatch(/^mf-search-\w+$/);
  expect(chat.className).not.toBe(search.className);
  expect(document.head.querySelector('style[data-emotion="mf-chat"]')).not.toBeNull();
  expect(document.head.querySelector('style[data-emotion="mf-search"]')).not.toBeNull();
  expect(getComputedStyle(chat).color).toBe('rgb(102, 51, 153)');
  expect(getComputedStyle(search).color).toBe('rgb(102, 51, 153)');
});

test('units of one remote share its cache', async () => {
  const first = await mountAs('mf_company_landing', 'first');
  const second = await mountAs('mf_company_landing', 'second');
  expect(first.className).toBe(second.className);
  expect(first.className).toMatch(/^mf-company-landing-\w+$/);
});

import { act, render, screen } from '@testing-library/react';
import { createMountable, ServicesContext, useServices, useUnitProps, type KlobServices } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { createTestServices } from '@klob/shared/testing';
import { RemoteUnit } from './remote-unit';
import { loadUnitModule } from './federation';
import { createNestedUnitSlot } from './nested-unit-slot';

jest.mock('./federation', () => ({ loadUnitModule: jest.fn() }));
const loadUnit = jest.mocked(loadUnitModule);

function HostPage() {
  const { UnitSlot } = useServices();
  return (
    <section>
      <h1>job page</h1>
      <UnitSlot unit={{ remote: 'mf_company_landing', unit: 'coming-soon' }} query={{ corporateId: 'C1' }} />
    </section>
  );
}
function NestedUnit() {
  const { query, services } = useUnitProps();
  return (
    <p>
      nested for {query.corporateId} writing as {services.bus.writer}
    </p>
  );
}
const hostUnit = createMountable(HostPage, { name: 'community-popup', busVersion: BUS_VERSION });
const nestedUnit = createMountable(NestedUnit, { name: 'coming-soon', busVersion: BUS_VERSION });

test('a unit mounts another remote’s unit through services.UnitSlot, which writes on the bus as its own remote', async () => {
  loadUnit.mockImplementation(async (ref) => (ref.unit === 'community-popup' ? hostUnit : nestedUnit) as never);
  const services: KlobServices = createTestServices({ UnitSlot: createNestedUnitSlot(() => services) });
  const view = render(
    <ServicesContext.Provider value={services}>
      <RemoteUnit unit={{ remote: 'mf_chat', unit: 'community-popup' }} pathname="/job" />
    </ServicesContext.Provider>,
  );
  expect(await screen.findByText('nested for C1 writing as mf_company_landing')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'job page' })).toBeInTheDocument();
  await act(async () => view.unmount());
});

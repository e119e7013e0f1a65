import hoistNonReactStatics from './hoist-non-react-statics';

test("a wrapper gets the wrapped component's own statics, never React's", () => {
  function Inner() {
    return null;
  }
  Inner.displayName = 'Inner';
  Inner.defaultProps = { size: 1 };
  (Inner as unknown as { loadData: () => string }).loadData = () => 'data';
  function Wrapper() {
    return null;
  }
  const hoisted = hoistNonReactStatics(Wrapper, Inner) as unknown as Record<string, unknown>;
  expect(hoisted).toBe(Wrapper);
  expect((hoisted.loadData as () => string)()).toBe('data');
  expect(hoisted.displayName).toBeUndefined();
  expect(hoisted.defaultProps).toBeUndefined();
});

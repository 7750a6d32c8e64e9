import { createMemoryStorage } from './storage';
import { AGE_GATE_PASSED, ageGateKey, hasPassedAgeGate } from './purchaseGates';

describe("the age gate's answer for the tab", () => {
  it('is passed only when the shell stored "passed" for that product', () => {
    const tab = createMemoryStorage();
    expect(hasPassedAgeGate(tab, 'diablo-immortal')).toBe(false);
    tab.setItem(ageGateKey('diablo-immortal'), 'blocked');
    expect(hasPassedAgeGate(tab, 'diablo-immortal')).toBe(false);
    tab.setItem(ageGateKey('diablo-immortal'), AGE_GATE_PASSED);
    expect(hasPassedAgeGate(tab, 'diablo-immortal')).toBe(true);
    expect(hasPassedAgeGate(tab, 'era-of-celestials')).toBe(false);
  });

  it('is not passed without storage, or when the storage refuses to be read', () => {
    expect(hasPassedAgeGate(undefined, 'diablo-immortal')).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(hasPassedAgeGate(refusing, 'diablo-immortal')).toBe(false);
  });
});

import { preRegistrationFor } from './preRegistrationConfig';

const PRE_REGISTRATION = { gameSlug: 'mirage-perfect-skyline', gameName: 'Mirage: Perfect Skyline', launchAt: '2026-12-26T02:00:00.000Z' };

describe('preRegistrationFor', () => {
  it("reads the storefront's pre-registration by its index in config.json", () => {
    const config = { storefronts: [{ name: 'a' }, { name: 'b', preRegistration: PRE_REGISTRATION }] };
    expect(preRegistrationFor(config, 1)).toEqual(PRE_REGISTRATION);
    expect(preRegistrationFor(config, 0)).toBeUndefined();
  });

  it('a malformed one, or no storefront, is no pre-registration', () => {
    expect(preRegistrationFor({ storefronts: [{ preRegistration: { gameSlug: 'x', launchAt: 'soon' } }] }, 0)).toBeUndefined();
    expect(preRegistrationFor({ storefronts: [] }, 0)).toBeUndefined();
    expect(preRegistrationFor(null, 0)).toBeUndefined();
    expect(preRegistrationFor({ storefronts: [{ preRegistration: PRE_REGISTRATION }] }, -1)).toBeUndefined();
  });
});

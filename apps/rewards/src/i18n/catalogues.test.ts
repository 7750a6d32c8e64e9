import { describeCatalogueFolder } from '@store/shared/testing';

describe('rewards i18n catalogues', () => {
  describeCatalogueFolder(__dirname);
});

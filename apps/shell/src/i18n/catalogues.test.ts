import { describeCatalogueFolder } from '@store/shared/testing';

describe('shell catalogues', () => {
  describeCatalogueFolder(__dirname);
});

import en from './en.json';
import ar from './ar.json';
import id from './id.json';
import { describeTranslatedCatalogues } from '@store/shared/testing';

describe('shell catalogues', () => {
  describeTranslatedCatalogues(en, { ar, id });
});

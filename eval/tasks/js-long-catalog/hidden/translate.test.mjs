import test from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGES, translate } from '../src/catalog.js';

test('English fallback for every key a locale lacks', () => {
  let missing = 0;
  for (const locale of ['de', 'fr', 'es']) {
    for (const key of Object.keys(MESSAGES.en)) {
      if (key in MESSAGES[locale]) continue;
      missing++;
      assert.equal(translate(locale, key, { count: 1, name: 'N', when: 'now', total: 2 }), translate('en', key, { count: 1, name: 'N', when: 'now', total: 2 }));
    }
  }
  assert.ok(missing > 100);
});

test('regional locales use their language, then English', () => {
  assert.equal(translate('fr-CA', 'cart.close'), 'Fermer Panier');
  assert.equal(translate('fr-CA', 'cart.open'), 'Open Cart');
  assert.equal(translate('pt-BR', 'cart.open'), 'Open Cart');
  assert.equal(translate('de-AT', 'cart.saved'), 'Cart saved');
  assert.equal(translate('de-AT', 'cart.count', { count: 4 }), 'Warenkorb: 4');
});

test('all placeholders, repeated ones too; unknown ones stay visible', () => {
  assert.equal(translate('es', 'orders.limit', { count: 5, name: 'Eva' }), 'Como máximo 5 Pedidos, Eva');
  assert.equal(translate('en', 'orders.repeat', { name: 'Bo' }), 'Bo, Bo: Orders');
  assert.equal(translate('en', 'orders.total', { count: 1 }), '1 Orders of {total}');
  assert.equal(translate('en', 'orders.count', { count: 0 }), 'Orders: 0');
});

test('an unknown key is an error naming the key', () => {
  assert.throws(() => translate('en', 'nope.missing'), /unknown message key: nope\.missing/);
});

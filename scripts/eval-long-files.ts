// Writes the long files (> 2,000 lines) of the eval suite's long-file tasks, repo/ and fix/ versions.
// Deterministic: test/eval/long-files.test.ts checks the committed files equal this output.
// Run: npx tsx scripts/eval-long-files.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface GeneratedFile {
  /** Relative to eval/tasks/. */
  path: string;
  content: string;
}

const pascal = (s: string): string => s.replace(/(^|[-_ ])(\w)/g, (_m, _sep, c: string) => c.toUpperCase());
const plural = (s: string): string => (/[^aeiou]y$/.test(s) ? `${s.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(s) ? `${s}es` : `${s}s`);

/** Replaces exactly one occurrence of `find` after `after`; fails loudly if the generator drifted. */
function patchOnce(text: string, after: string, find: string, replace: string): string {
  const start = text.indexOf(after);
  const at = text.indexOf(find, start);
  if (start === -1 || at === -1) throw new Error(`generator: cannot find ${JSON.stringify(find)} after ${JSON.stringify(after)}`);
  return text.slice(0, at) + replace + text.slice(at + find.length);
}

// ---- js-long-handlers: CRUD handlers per entity; updateInvoice writes to the orders collection.
const ENTITIES = [
  'order',
  'customer',
  'product',
  'shipment',
  'payment',
  'refund',
  'coupon',
  'review',
  'supplier',
  'warehouse',
  'category',
  'brand',
  'cart',
  'wishlist',
  'address',
  'subscription',
  'plan',
  'ticket',
  'agent',
  'team',
  'project',
  'task',
  'comment',
  'attachment',
  'label',
  'milestone',
  'release',
  'build',
  'deployment',
  'environment',
  'secret',
  'token',
  'session',
  'device',
  'invoice',
  'notification',
  'message',
  'channel',
  'webhook',
  'report',
  'dashboard',
  'widget',
  'metric',
  'alert',
  'incident',
  'schedule',
  'shift',
  'employee',
  'department',
  'location',
  'asset',
  'vendor',
  'contract',
  'quote',
  'lead',
  'campaign',
  'segment',
  'survey',
  'response',
  'badge',
];

function handlersJs(): string {
  const out = [
    '// CRUD handlers for every resource of the back-office API, one block per resource.',
    '// Generated once from the resource list, maintained by hand since.',
    '',
  ];
  for (const e of ENTITIES) {
    const one = pascal(e);
    const many = pascal(plural(e));
    const coll = plural(e);
    out.push(
      `// ---- ${coll} ${'-'.repeat(Math.max(0, 90 - coll.length))}`,
      '',
      `export function create${one}(store, input) {`,
      '  const errors = [];',
      "  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');",
      "  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');",
      '  if (errors.length > 0) return { ok: false, errors };',
      `  if (store.has('${coll}', input.id)) return { ok: false, errors: ['already exists'] };`,
      '  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };',
      `  store.put('${coll}', record.id, record);`,
      '  return { ok: true, record };',
      '}',
      '',
      `export function get${one}(store, id) {`,
      `  const record = store.get('${coll}', id);`,
      "  if (record === undefined) return { ok: false, errors: ['not found'] };",
      '  return { ok: true, record };',
      '}',
      '',
      `export function update${one}(store, id, patch) {`,
      `  const current = store.get('${coll}', id);`,
      "  if (current === undefined) return { ok: false, errors: ['not found'] };",
      "  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };",
      '  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };',
      `  store.put('${coll}', id, next);`,
      '  return { ok: true, record: next };',
      '}',
      '',
      `export function remove${one}(store, id) {`,
      `  if (!store.has('${coll}', id)) return { ok: false, errors: ['not found'] };`,
      `  store.delete('${coll}', id);`,
      '  return { ok: true };',
      '}',
      '',
      `export function list${many}(store) {`,
      `  return store.values('${coll}').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));`,
      '}',
      '',
    );
  }
  out.push('export const HANDLERS = {');
  for (const e of ENTITIES) {
    const one = pascal(e);
    out.push(
      `  ${plural(e)}: { create: create${one}, get: get${one}, update: update${one}, remove: remove${one}, list: list${pascal(plural(e))} },`,
    );
  }
  out.push('};', '');
  return out.join('\n');
}

// ---- js-long-catalog: a message catalog; translate() at the bottom lacks fallbacks and placeholders.
const SECTIONS: [string, string, string, string, string][] = [
  ['cart', 'Cart', 'Warenkorb', 'Panier', 'Carrito'],
  ['orders', 'Orders', 'Bestellungen', 'Commandes', 'Pedidos'],
  ['account', 'Account', 'Konto', 'Compte', 'Cuenta'],
  ['checkout', 'Checkout', 'Kasse', 'Paiement', 'Pago'],
  ['search', 'Search', 'Suche', 'Recherche', 'Búsqueda'],
  ['wishlist', 'Wishlist', 'Wunschliste', 'Liste de souhaits', 'Lista de deseos'],
  ['returns', 'Returns', 'Rücksendungen', 'Retours', 'Devoluciones'],
  ['reviews', 'Reviews', 'Bewertungen', 'Avis', 'Reseñas'],
  ['addresses', 'Addresses', 'Adressen', 'Adresses', 'Direcciones'],
  ['payments', 'Payments', 'Zahlungen', 'Paiements', 'Pagos'],
  ['shipping', 'Shipping', 'Versand', 'Livraison', 'Envío'],
  ['coupons', 'Coupons', 'Gutscheine', 'Coupons', 'Cupones'],
  ['support', 'Support', 'Hilfe', 'Assistance', 'Soporte'],
  ['newsletter', 'Newsletter', 'Newsletter', 'Lettre d’information', 'Boletín'],
  ['stores', 'Stores', 'Filialen', 'Magasins', 'Tiendas'],
  ['gifts', 'Gift cards', 'Geschenkkarten', 'Cartes cadeaux', 'Tarjetas regalo'],
  ['loyalty', 'Loyalty', 'Treueprogramm', 'Fidélité', 'Fidelidad'],
  ['invoices', 'Invoices', 'Rechnungen', 'Factures', 'Facturas'],
  ['profile', 'Profile', 'Profil', 'Profil', 'Perfil'],
  ['security', 'Security', 'Sicherheit', 'Sécurité', 'Seguridad'],
  ['privacy', 'Privacy', 'Datenschutz', 'Confidentialité', 'Privacidad'],
  ['notifications', 'Notifications', 'Benachrichtigungen', 'Notifications', 'Notificaciones'],
  ['subscriptions', 'Subscriptions', 'Abonnements', 'Abonnements', 'Suscripciones'],
  ['catalog', 'Catalog', 'Katalog', 'Catalogue', 'Catálogo'],
  ['deals', 'Deals', 'Angebote', 'Bons plans', 'Ofertas'],
  ['help', 'Help', 'Hilfe', 'Aide', 'Ayuda'],
  ['settings', 'Settings', 'Einstellungen', 'Paramètres', 'Ajustes'],
];
const FIELDS: [string, string, string, string, string][] = [
  ['title', '{section}', '{section}', '{section}', '{section}'],
  ['empty', 'No {section} yet', 'Noch keine {section}', 'Aucun élément : {section}', 'Sin {section}'],
  ['count', '{section}: {count}', '{section}: {count}', '{section} : {count}', '{section}: {count}'],
  ['open', 'Open {section}', '{section} öffnen', 'Ouvrir {section}', 'Abrir {section}'],
  ['close', 'Close {section}', '{section} schließen', 'Fermer {section}', 'Cerrar {section}'],
  ['edit', 'Edit {section}', '{section} bearbeiten', 'Modifier {section}', 'Editar {section}'],
  ['save', 'Save {section}', '{section} speichern', 'Enregistrer {section}', 'Guardar {section}'],
  ['saved', '{section} saved', '{section} gespeichert', '{section} enregistré', '{section} guardado'],
  ['delete', 'Delete {section}', '{section} löschen', 'Supprimer {section}', 'Eliminar {section}'],
  ['deleted', '{section} deleted', '{section} gelöscht', '{section} supprimé', '{section} eliminado'],
  [
    'error',
    'Could not load {section}',
    '{section} konnte nicht geladen werden',
    'Impossible de charger {section}',
    'No se pudo cargar {section}',
  ],
  ['retry', 'Try again', 'Erneut versuchen', 'Réessayer', 'Reintentar'],
  ['help', 'About {section}', 'Über {section}', 'À propos : {section}', 'Acerca de {section}'],
  [
    'greeting',
    'Hello {name}, here are your {section}',
    'Hallo {name}, hier sind Ihre {section}',
    'Bonjour {name}, voici vos {section}',
    'Hola {name}, aquí tienes tus {section}',
  ],
  ['updated', 'Updated {when}', 'Aktualisiert {when}', 'Mis à jour {when}', 'Actualizado {when}'],
  [
    'owner',
    '{name} owns these {section}',
    '{name} gehören diese {section}',
    '{name} possède ces {section}',
    '{name} es dueño de estos {section}',
  ],
  [
    'share',
    'Share {section} with {name}',
    '{section} mit {name} teilen',
    'Partager {section} avec {name}',
    'Compartir {section} con {name}',
  ],
  [
    'limit',
    'At most {count} {section}, {name}',
    'Höchstens {count} {section}, {name}',
    'Au plus {count} {section}, {name}',
    'Como máximo {count} {section}, {name}',
  ],
  [
    'total',
    '{count} {section} of {total}',
    '{count} {section} von {total}',
    '{count} {section} sur {total}',
    '{count} {section} de {total}',
  ],
  ['repeat', '{name}, {name}: {section}', '{name}, {name}: {section}', '{name}, {name} : {section}', '{name}, {name}: {section}'],
];
const LOCALES = ['en', 'de', 'fr', 'es'];

function catalogJs(): string {
  const out = [
    '// UI message catalog. English is complete; the other locales lag behind and miss some keys.',
    '',
    "export const FALLBACK_LOCALE = 'en';",
    '',
    'export const MESSAGES = {',
  ];
  LOCALES.forEach((locale, l) => {
    out.push(`  ${locale}: {`);
    SECTIONS.forEach((section, s) => {
      FIELDS.forEach((field, f) => {
        if (l > 0 && (s * 7 + f * 3 + l) % 11 === 0) return; // not translated yet
        const text = (field[l + 1] as string).replace('{section}', section[l + 1] as string);
        out.push(`    '${section[0]}.${field[0]}': ${JSON.stringify(text).replace(/'/g, "\\'").replace(/^"|"$/g, "'")},`);
      });
    });
    out.push('  },');
  });
  out.push('};', '');
  out.push(
    'export function locales() {',
    '  return Object.keys(MESSAGES);',
    '}',
    '',
    'export function translate(locale, key, params = {}) {',
    '  const messages = MESSAGES[locale];',
    '  const template = messages[key];',
    "  return template.replace('{count}', params.count);",
    '}',
    '',
  );
  return out.join('\n');
}

const CATALOG_FIX = [
  'export function translate(locale, key, params = {}) {',
  "  const language = locale.split('-')[0];",
  '  const template = MESSAGES[locale]?.[key] ?? MESSAGES[language]?.[key] ?? MESSAGES[FALLBACK_LOCALE][key];',
  '  if (template === undefined) throw new Error(`unknown message key: ${key}`);',
  '  return template.replace(/\\{(\\w+)\\}/g, (placeholder, name) => (name in params ? String(params[name]) : placeholder));',
  '}',
].join('\n');

// ---- py-long-unit-table: SI-prefixed units plus customary ones; the nautical mile copied the mile's factor.
const PREFIXES: [string, string, number][] = [
  ['quecto', 'q', -30],
  ['ronto', 'r', -27],
  ['yocto', 'y', -24],
  ['zepto', 'z', -21],
  ['atto', 'a', -18],
  ['femto', 'f', -15],
  ['pico', 'p', -12],
  ['nano', 'n', -9],
  ['micro', 'u', -6],
  ['milli', 'm', -3],
  ['centi', 'c', -2],
  ['deci', 'd', -1],
  ['', '', 0],
  ['deca', 'da', 1],
  ['hecto', 'h', 2],
  ['kilo', 'k', 3],
  ['mega', 'M', 6],
  ['giga', 'G', 9],
  ['tera', 'T', 12],
  ['peta', 'P', 15],
  ['exa', 'E', 18],
  ['zetta', 'Z', 21],
  ['yotta', 'Y', 24],
  ['ronna', 'R', 27],
  ['quetta', 'Q', 30],
];
const SI_BASES: [string, string, string, number][] = [
  ['metre', 'm', 'length', 0],
  ['gram', 'g', 'mass', -3],
  ['second', 's', 'time', 0],
  ['ampere', 'A', 'current', 0],
  ['mole', 'mol', 'amount', 0],
  ['candela', 'cd', 'luminous intensity', 0],
  ['litre', 'L', 'volume', -3],
  ['joule', 'J', 'energy', 0],
  ['watt', 'W', 'power', 0],
  ['pascal', 'Pa', 'pressure', 0],
  ['newton', 'N', 'force', 0],
  ['hertz', 'Hz', 'frequency', 0],
  ['volt', 'V', 'voltage', 0],
  ['ohm', 'ohm', 'resistance', 0],
  ['coulomb', 'C', 'charge', 0],
];
const CUSTOMARY: [string, string, string, string][] = [
  ['inch', 'in', 'length', '0.0254'],
  ['foot', 'ft', 'length', '0.3048'],
  ['yard', 'yd', 'length', '0.9144'],
  ['mile', 'mi', 'length', '1609.344'],
  ['nautical mile', 'nmi', 'length', '1852.0'],
  ['ounce', 'oz', 'mass', '0.028349523125'],
  ['pound', 'lb', 'mass', '0.45359237'],
  ['stone', 'st', 'mass', '6.35029318'],
  ['short ton', 'ton', 'mass', '907.18474'],
  ['minute', 'min', 'time', '60.0'],
  ['hour', 'h', 'time', '3600.0'],
  ['day', 'd', 'time', '86400.0'],
  ['week', 'wk', 'time', '604800.0'],
  ['US gallon', 'gal', 'volume', '0.003785411784'],
  ['US quart', 'qt', 'volume', '0.000946352946'],
  ['US pint', 'pt', 'volume', '0.000473176473'],
  ['US fluid ounce', 'floz', 'volume', '2.95735295625e-05'],
  ['calorie', 'cal', 'energy', '4.184'],
  ['kilocalorie', 'kcal', 'energy', '4184.0'],
  ['watt-hour', 'Wh', 'energy', '3600.0'],
  ['kilowatt-hour', 'kWh', 'energy', '3600000.0'],
  ['electronvolt', 'eV', 'energy', '1.602176634e-19'],
  ['horsepower', 'hp', 'power', '745.6998715822702'],
  ['bar', 'bar', 'pressure', '100000.0'],
  ['atmosphere', 'atm', 'pressure', '101325.0'],
  ['pound per square inch', 'psi', 'pressure', '6894.757293168361'],
  ['millimetre of mercury', 'mmHg', 'pressure', '133.322387415'],
  ['pound-force', 'lbf', 'force', '4.4482216152605'],
  ['kilogram-force', 'kgf', 'force', '9.80665'],
  ['revolution per minute', 'rpm', 'frequency', '0.016666666666666666'],
];

function unitBlock(name: string, symbol: string, dimension: string, factor: string, system: string): string[] {
  return [
    '    Unit(',
    `        name="${name}",`,
    `        symbol="${symbol}",`,
    `        dimension="${dimension}",`,
    `        factor=${factor},`,
    `        system="${system}",`,
    '    ),',
  ];
}

function unitTablePy(): string {
  const out = [
    '"""The unit table, generated from the metrology spreadsheet; corrections are made by hand."""',
    '',
    'from units.model import Unit',
    '',
    'UNITS = (',
  ];
  for (const [base, bsym, dim, bexp] of SI_BASES) {
    out.push(`    # ${dim}`);
    for (const [pre, psym, pexp] of PREFIXES) {
      const exp = pexp + bexp;
      out.push(...unitBlock(`${pre}${base}`, `${psym}${bsym}`, dim, exp === 0 ? '1.0' : `1e${exp}`, 'SI'));
    }
  }
  out.push('    # customary units');
  // The bug: the nautical mile entry was copied from the mile and its factor never corrected.
  for (const [name, sym, dim, factor] of CUSTOMARY)
    out.push(...unitBlock(name, sym, dim, name === 'nautical mile' ? '1609.344' : factor, 'customary'));
  out.push(')', '');
  return out.join('\n');
}

// ---- py-long-events: event classes per domain and action; payment.refunded is to be added.
const DOMAINS = [
  'order',
  'shipment',
  'invoice',
  'customer',
  'product',
  'cart',
  'coupon',
  'review',
  'warehouse',
  'supplier',
  'ticket',
  'subscription',
  'payment',
  'plan',
  'user',
  'team',
  'project',
  'release',
  'deployment',
  'incident',
  'webhook',
  'report',
  'campaign',
  'contract',
];
const ACTIONS = [
  'created',
  'updated',
  'deleted',
  'archived',
  'restored',
  'approved',
  'rejected',
  'assigned',
  'commented',
  'exported',
  'imported',
  'flagged',
];
const ACTION_FIELD: Record<string, string> = {
  assigned: 'assignee_id',
  commented: 'comment_id',
  exported: 'export_format',
  imported: 'source',
  rejected: 'reason',
  flagged: 'reason',
};

function eventClass(domain: string, action: string): string[] {
  const fields = [`${domain}_id`, 'actor_id', 'occurred_at', ...(ACTION_FIELD[action] ? [ACTION_FIELD[action]] : [])];
  return [
    `class ${pascal(domain)}${pascal(action)}(Event):`,
    `    """${pascal(domain)} ${action}."""`,
    '',
    `    name = "${domain}.${action}"`,
    `    fields = (${fields.map((f) => `"${f}"`).join(', ')})`,
    '',
    '',
  ];
}

function eventsSchemaPy(): string {
  const out = [
    '"""Every event type the platform publishes, one class per type, and the registry."""',
    '',
    'from events.base import Event, ValidationError',
    '',
    '',
  ];
  for (const d of DOMAINS) for (const a of ACTIONS) out.push(...eventClass(d, a));
  out.push('EVENTS = {', '    cls.name: cls', '    for cls in (');
  for (const d of DOMAINS) for (const a of ACTIONS) out.push(`        ${pascal(d)}${pascal(a)},`);
  out.push('    )', '}', '', '', '__all__ = ["EVENTS", "ValidationError"] + [cls.__name__ for cls in EVENTS.values()]', '');
  return out.join('\n');
}

const REFUND_CLASS = [
  'class PaymentRefunded(Event):',
  '    """Payment refunded, in full or in part."""',
  '',
  '    name = "payment.refunded"',
  '    fields = ("payment_id", "refund_id", "amount_cents", "reason")',
  '    reasons = ("duplicate", "fraudulent", "requested_by_customer")',
  '',
  '    def validate(self):',
  '        super().validate()',
  '        amount = self.payload["amount_cents"]',
  '        if not isinstance(amount, int) or isinstance(amount, bool) or amount <= 0:',
  '            raise ValidationError(f"{self.name}: amount_cents must be a positive integer")',
  '        if self.payload["reason"] not in self.reasons:',
  '            raise ValidationError(f"{self.name}: unknown reason {self.payload[\'reason\']!r}")',
  '        return self',
  '',
  '',
].join('\n');

export function longFiles(): GeneratedFile[] {
  const handlers = handlersJs();
  const catalog = catalogJs();
  const units = unitTablePy();
  const events = eventsSchemaPy();
  const handlersBug = patchOnce(
    handlers,
    'export function updateInvoice(',
    "  store.put('invoices', id, next);",
    "  store.put('orders', id, next);",
  );
  return [
    { path: 'js-long-handlers/repo/src/handlers.js', content: handlersBug },
    { path: 'js-long-handlers/fix/src/handlers.js', content: handlers },
    { path: 'js-long-catalog/repo/src/catalog.js', content: catalog },
    {
      path: 'js-long-catalog/fix/src/catalog.js',
      content: patchOnce(
        catalog,
        'export function translate(',
        catalog.slice(catalog.indexOf('export function translate(')).replace(/\n$/, ''),
        CATALOG_FIX,
      ),
    },
    { path: 'py-long-unit-table/repo/units/table.py', content: units },
    {
      path: 'py-long-unit-table/fix/units/table.py',
      content: patchOnce(units, 'name="nautical mile"', 'factor=1609.344,', 'factor=1852.0,'),
    },
    { path: 'py-long-events/repo/events/schema.py', content: events },
    {
      path: 'py-long-events/fix/events/schema.py',
      content: patchOnce(
        patchOnce(events, 'class PaymentFlagged(Event):', 'class PlanCreated(Event):', `${REFUND_CLASS}class PlanCreated(Event):`),
        '        PaymentFlagged,\n',
        '        PlanCreated,\n',
        '        PaymentRefunded,\n        PlanCreated,\n',
      ),
    },
  ];
}

export const EVAL_TASKS_DIR = fileURLToPath(new URL('../eval/tasks/', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const f of longFiles()) {
    const path = join(EVAL_TASKS_DIR, f.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, f.content);
    console.log(`${f.path}: ${f.content.split('\n').length - 1} lines`);
  }
}

// CRUD handlers for every resource of the back-office API, one block per resource.
// Generated once from the resource list, maintained by hand since.

// ---- orders ------------------------------------------------------------------------------------

export function createOrder(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('orders', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('orders', record.id, record);
  return { ok: true, record };
}

export function getOrder(store, id) {
  const record = store.get('orders', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateOrder(store, id, patch) {
  const current = store.get('orders', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('orders', id, next);
  return { ok: true, record: next };
}

export function removeOrder(store, id) {
  if (!store.has('orders', id)) return { ok: false, errors: ['not found'] };
  store.delete('orders', id);
  return { ok: true };
}

export function listOrders(store) {
  return store.values('orders').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- customers ---------------------------------------------------------------------------------

export function createCustomer(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('customers', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('customers', record.id, record);
  return { ok: true, record };
}

export function getCustomer(store, id) {
  const record = store.get('customers', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateCustomer(store, id, patch) {
  const current = store.get('customers', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('customers', id, next);
  return { ok: true, record: next };
}

export function removeCustomer(store, id) {
  if (!store.has('customers', id)) return { ok: false, errors: ['not found'] };
  store.delete('customers', id);
  return { ok: true };
}

export function listCustomers(store) {
  return store.values('customers').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- products ----------------------------------------------------------------------------------

export function createProduct(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('products', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('products', record.id, record);
  return { ok: true, record };
}

export function getProduct(store, id) {
  const record = store.get('products', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateProduct(store, id, patch) {
  const current = store.get('products', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('products', id, next);
  return { ok: true, record: next };
}

export function removeProduct(store, id) {
  if (!store.has('products', id)) return { ok: false, errors: ['not found'] };
  store.delete('products', id);
  return { ok: true };
}

export function listProducts(store) {
  return store.values('products').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- shipments ---------------------------------------------------------------------------------

export function createShipment(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('shipments', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('shipments', record.id, record);
  return { ok: true, record };
}

export function getShipment(store, id) {
  const record = store.get('shipments', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateShipment(store, id, patch) {
  const current = store.get('shipments', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('shipments', id, next);
  return { ok: true, record: next };
}

export function removeShipment(store, id) {
  if (!store.has('shipments', id)) return { ok: false, errors: ['not found'] };
  store.delete('shipments', id);
  return { ok: true };
}

export function listShipments(store) {
  return store.values('shipments').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- payments ----------------------------------------------------------------------------------

export function createPayment(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('payments', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('payments', record.id, record);
  return { ok: true, record };
}

export function getPayment(store, id) {
  const record = store.get('payments', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updatePayment(store, id, patch) {
  const current = store.get('payments', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('payments', id, next);
  return { ok: true, record: next };
}

export function removePayment(store, id) {
  if (!store.has('payments', id)) return { ok: false, errors: ['not found'] };
  store.delete('payments', id);
  return { ok: true };
}

export function listPayments(store) {
  return store.values('payments').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- refunds -----------------------------------------------------------------------------------

export function createRefund(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('refunds', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('refunds', record.id, record);
  return { ok: true, record };
}

export function getRefund(store, id) {
  const record = store.get('refunds', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateRefund(store, id, patch) {
  const current = store.get('refunds', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('refunds', id, next);
  return { ok: true, record: next };
}

export function removeRefund(store, id) {
  if (!store.has('refunds', id)) return { ok: false, errors: ['not found'] };
  store.delete('refunds', id);
  return { ok: true };
}

export function listRefunds(store) {
  return store.values('refunds').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- coupons -----------------------------------------------------------------------------------

export function createCoupon(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('coupons', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('coupons', record.id, record);
  return { ok: true, record };
}

export function getCoupon(store, id) {
  const record = store.get('coupons', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateCoupon(store, id, patch) {
  const current = store.get('coupons', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('coupons', id, next);
  return { ok: true, record: next };
}

export function removeCoupon(store, id) {
  if (!store.has('coupons', id)) return { ok: false, errors: ['not found'] };
  store.delete('coupons', id);
  return { ok: true };
}

export function listCoupons(store) {
  return store.values('coupons').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- reviews -----------------------------------------------------------------------------------

export function createReview(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('reviews', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('reviews', record.id, record);
  return { ok: true, record };
}

export function getReview(store, id) {
  const record = store.get('reviews', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateReview(store, id, patch) {
  const current = store.get('reviews', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('reviews', id, next);
  return { ok: true, record: next };
}

export function removeReview(store, id) {
  if (!store.has('reviews', id)) return { ok: false, errors: ['not found'] };
  store.delete('reviews', id);
  return { ok: true };
}

export function listReviews(store) {
  return store.values('reviews').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- suppliers ---------------------------------------------------------------------------------

export function createSupplier(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('suppliers', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('suppliers', record.id, record);
  return { ok: true, record };
}

export function getSupplier(store, id) {
  const record = store.get('suppliers', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateSupplier(store, id, patch) {
  const current = store.get('suppliers', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('suppliers', id, next);
  return { ok: true, record: next };
}

export function removeSupplier(store, id) {
  if (!store.has('suppliers', id)) return { ok: false, errors: ['not found'] };
  store.delete('suppliers', id);
  return { ok: true };
}

export function listSuppliers(store) {
  return store.values('suppliers').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- warehouses --------------------------------------------------------------------------------

export function createWarehouse(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('warehouses', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('warehouses', record.id, record);
  return { ok: true, record };
}

export function getWarehouse(store, id) {
  const record = store.get('warehouses', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateWarehouse(store, id, patch) {
  const current = store.get('warehouses', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('warehouses', id, next);
  return { ok: true, record: next };
}

export function removeWarehouse(store, id) {
  if (!store.has('warehouses', id)) return { ok: false, errors: ['not found'] };
  store.delete('warehouses', id);
  return { ok: true };
}

export function listWarehouses(store) {
  return store.values('warehouses').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- categories --------------------------------------------------------------------------------

export function createCategory(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('categories', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('categories', record.id, record);
  return { ok: true, record };
}

export function getCategory(store, id) {
  const record = store.get('categories', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateCategory(store, id, patch) {
  const current = store.get('categories', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('categories', id, next);
  return { ok: true, record: next };
}

export function removeCategory(store, id) {
  if (!store.has('categories', id)) return { ok: false, errors: ['not found'] };
  store.delete('categories', id);
  return { ok: true };
}

export function listCategories(store) {
  return store.values('categories').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- brands ------------------------------------------------------------------------------------

export function createBrand(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('brands', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('brands', record.id, record);
  return { ok: true, record };
}

export function getBrand(store, id) {
  const record = store.get('brands', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateBrand(store, id, patch) {
  const current = store.get('brands', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('brands', id, next);
  return { ok: true, record: next };
}

export function removeBrand(store, id) {
  if (!store.has('brands', id)) return { ok: false, errors: ['not found'] };
  store.delete('brands', id);
  return { ok: true };
}

export function listBrands(store) {
  return store.values('brands').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- carts -------------------------------------------------------------------------------------

export function createCart(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('carts', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('carts', record.id, record);
  return { ok: true, record };
}

export function getCart(store, id) {
  const record = store.get('carts', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateCart(store, id, patch) {
  const current = store.get('carts', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('carts', id, next);
  return { ok: true, record: next };
}

export function removeCart(store, id) {
  if (!store.has('carts', id)) return { ok: false, errors: ['not found'] };
  store.delete('carts', id);
  return { ok: true };
}

export function listCarts(store) {
  return store.values('carts').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- wishlists ---------------------------------------------------------------------------------

export function createWishlist(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('wishlists', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('wishlists', record.id, record);
  return { ok: true, record };
}

export function getWishlist(store, id) {
  const record = store.get('wishlists', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateWishlist(store, id, patch) {
  const current = store.get('wishlists', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('wishlists', id, next);
  return { ok: true, record: next };
}

export function removeWishlist(store, id) {
  if (!store.has('wishlists', id)) return { ok: false, errors: ['not found'] };
  store.delete('wishlists', id);
  return { ok: true };
}

export function listWishlists(store) {
  return store.values('wishlists').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- addresses ---------------------------------------------------------------------------------

export function createAddress(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('addresses', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('addresses', record.id, record);
  return { ok: true, record };
}

export function getAddress(store, id) {
  const record = store.get('addresses', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateAddress(store, id, patch) {
  const current = store.get('addresses', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('addresses', id, next);
  return { ok: true, record: next };
}

export function removeAddress(store, id) {
  if (!store.has('addresses', id)) return { ok: false, errors: ['not found'] };
  store.delete('addresses', id);
  return { ok: true };
}

export function listAddresses(store) {
  return store.values('addresses').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- subscriptions -----------------------------------------------------------------------------

export function createSubscription(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('subscriptions', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('subscriptions', record.id, record);
  return { ok: true, record };
}

export function getSubscription(store, id) {
  const record = store.get('subscriptions', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateSubscription(store, id, patch) {
  const current = store.get('subscriptions', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('subscriptions', id, next);
  return { ok: true, record: next };
}

export function removeSubscription(store, id) {
  if (!store.has('subscriptions', id)) return { ok: false, errors: ['not found'] };
  store.delete('subscriptions', id);
  return { ok: true };
}

export function listSubscriptions(store) {
  return store.values('subscriptions').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- plans -------------------------------------------------------------------------------------

export function createPlan(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('plans', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('plans', record.id, record);
  return { ok: true, record };
}

export function getPlan(store, id) {
  const record = store.get('plans', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updatePlan(store, id, patch) {
  const current = store.get('plans', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('plans', id, next);
  return { ok: true, record: next };
}

export function removePlan(store, id) {
  if (!store.has('plans', id)) return { ok: false, errors: ['not found'] };
  store.delete('plans', id);
  return { ok: true };
}

export function listPlans(store) {
  return store.values('plans').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- tickets -----------------------------------------------------------------------------------

export function createTicket(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('tickets', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('tickets', record.id, record);
  return { ok: true, record };
}

export function getTicket(store, id) {
  const record = store.get('tickets', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateTicket(store, id, patch) {
  const current = store.get('tickets', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('tickets', id, next);
  return { ok: true, record: next };
}

export function removeTicket(store, id) {
  if (!store.has('tickets', id)) return { ok: false, errors: ['not found'] };
  store.delete('tickets', id);
  return { ok: true };
}

export function listTickets(store) {
  return store.values('tickets').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- agents ------------------------------------------------------------------------------------

export function createAgent(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('agents', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('agents', record.id, record);
  return { ok: true, record };
}

export function getAgent(store, id) {
  const record = store.get('agents', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateAgent(store, id, patch) {
  const current = store.get('agents', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('agents', id, next);
  return { ok: true, record: next };
}

export function removeAgent(store, id) {
  if (!store.has('agents', id)) return { ok: false, errors: ['not found'] };
  store.delete('agents', id);
  return { ok: true };
}

export function listAgents(store) {
  return store.values('agents').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- teams -------------------------------------------------------------------------------------

export function createTeam(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('teams', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('teams', record.id, record);
  return { ok: true, record };
}

export function getTeam(store, id) {
  const record = store.get('teams', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateTeam(store, id, patch) {
  const current = store.get('teams', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('teams', id, next);
  return { ok: true, record: next };
}

export function removeTeam(store, id) {
  if (!store.has('teams', id)) return { ok: false, errors: ['not found'] };
  store.delete('teams', id);
  return { ok: true };
}

export function listTeams(store) {
  return store.values('teams').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- projects ----------------------------------------------------------------------------------

export function createProject(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('projects', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('projects', record.id, record);
  return { ok: true, record };
}

export function getProject(store, id) {
  const record = store.get('projects', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateProject(store, id, patch) {
  const current = store.get('projects', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('projects', id, next);
  return { ok: true, record: next };
}

export function removeProject(store, id) {
  if (!store.has('projects', id)) return { ok: false, errors: ['not found'] };
  store.delete('projects', id);
  return { ok: true };
}

export function listProjects(store) {
  return store.values('projects').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- tasks -------------------------------------------------------------------------------------

export function createTask(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('tasks', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('tasks', record.id, record);
  return { ok: true, record };
}

export function getTask(store, id) {
  const record = store.get('tasks', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateTask(store, id, patch) {
  const current = store.get('tasks', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('tasks', id, next);
  return { ok: true, record: next };
}

export function removeTask(store, id) {
  if (!store.has('tasks', id)) return { ok: false, errors: ['not found'] };
  store.delete('tasks', id);
  return { ok: true };
}

export function listTasks(store) {
  return store.values('tasks').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- comments ----------------------------------------------------------------------------------

export function createComment(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('comments', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('comments', record.id, record);
  return { ok: true, record };
}

export function getComment(store, id) {
  const record = store.get('comments', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateComment(store, id, patch) {
  const current = store.get('comments', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('comments', id, next);
  return { ok: true, record: next };
}

export function removeComment(store, id) {
  if (!store.has('comments', id)) return { ok: false, errors: ['not found'] };
  store.delete('comments', id);
  return { ok: true };
}

export function listComments(store) {
  return store.values('comments').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- attachments -------------------------------------------------------------------------------

export function createAttachment(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('attachments', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('attachments', record.id, record);
  return { ok: true, record };
}

export function getAttachment(store, id) {
  const record = store.get('attachments', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateAttachment(store, id, patch) {
  const current = store.get('attachments', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('attachments', id, next);
  return { ok: true, record: next };
}

export function removeAttachment(store, id) {
  if (!store.has('attachments', id)) return { ok: false, errors: ['not found'] };
  store.delete('attachments', id);
  return { ok: true };
}

export function listAttachments(store) {
  return store.values('attachments').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- labels ------------------------------------------------------------------------------------

export function createLabel(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('labels', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('labels', record.id, record);
  return { ok: true, record };
}

export function getLabel(store, id) {
  const record = store.get('labels', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateLabel(store, id, patch) {
  const current = store.get('labels', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('labels', id, next);
  return { ok: true, record: next };
}

export function removeLabel(store, id) {
  if (!store.has('labels', id)) return { ok: false, errors: ['not found'] };
  store.delete('labels', id);
  return { ok: true };
}

export function listLabels(store) {
  return store.values('labels').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- milestones --------------------------------------------------------------------------------

export function createMilestone(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('milestones', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('milestones', record.id, record);
  return { ok: true, record };
}

export function getMilestone(store, id) {
  const record = store.get('milestones', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateMilestone(store, id, patch) {
  const current = store.get('milestones', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('milestones', id, next);
  return { ok: true, record: next };
}

export function removeMilestone(store, id) {
  if (!store.has('milestones', id)) return { ok: false, errors: ['not found'] };
  store.delete('milestones', id);
  return { ok: true };
}

export function listMilestones(store) {
  return store.values('milestones').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- releases ----------------------------------------------------------------------------------

export function createRelease(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('releases', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('releases', record.id, record);
  return { ok: true, record };
}

export function getRelease(store, id) {
  const record = store.get('releases', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateRelease(store, id, patch) {
  const current = store.get('releases', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('releases', id, next);
  return { ok: true, record: next };
}

export function removeRelease(store, id) {
  if (!store.has('releases', id)) return { ok: false, errors: ['not found'] };
  store.delete('releases', id);
  return { ok: true };
}

export function listReleases(store) {
  return store.values('releases').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- builds ------------------------------------------------------------------------------------

export function createBuild(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('builds', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('builds', record.id, record);
  return { ok: true, record };
}

export function getBuild(store, id) {
  const record = store.get('builds', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateBuild(store, id, patch) {
  const current = store.get('builds', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('builds', id, next);
  return { ok: true, record: next };
}

export function removeBuild(store, id) {
  if (!store.has('builds', id)) return { ok: false, errors: ['not found'] };
  store.delete('builds', id);
  return { ok: true };
}

export function listBuilds(store) {
  return store.values('builds').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- deployments -------------------------------------------------------------------------------

export function createDeployment(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('deployments', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('deployments', record.id, record);
  return { ok: true, record };
}

export function getDeployment(store, id) {
  const record = store.get('deployments', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateDeployment(store, id, patch) {
  const current = store.get('deployments', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('deployments', id, next);
  return { ok: true, record: next };
}

export function removeDeployment(store, id) {
  if (!store.has('deployments', id)) return { ok: false, errors: ['not found'] };
  store.delete('deployments', id);
  return { ok: true };
}

export function listDeployments(store) {
  return store.values('deployments').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- environments ------------------------------------------------------------------------------

export function createEnvironment(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('environments', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('environments', record.id, record);
  return { ok: true, record };
}

export function getEnvironment(store, id) {
  const record = store.get('environments', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateEnvironment(store, id, patch) {
  const current = store.get('environments', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('environments', id, next);
  return { ok: true, record: next };
}

export function removeEnvironment(store, id) {
  if (!store.has('environments', id)) return { ok: false, errors: ['not found'] };
  store.delete('environments', id);
  return { ok: true };
}

export function listEnvironments(store) {
  return store.values('environments').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- secrets -----------------------------------------------------------------------------------

export function createSecret(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('secrets', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('secrets', record.id, record);
  return { ok: true, record };
}

export function getSecret(store, id) {
  const record = store.get('secrets', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateSecret(store, id, patch) {
  const current = store.get('secrets', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('secrets', id, next);
  return { ok: true, record: next };
}

export function removeSecret(store, id) {
  if (!store.has('secrets', id)) return { ok: false, errors: ['not found'] };
  store.delete('secrets', id);
  return { ok: true };
}

export function listSecrets(store) {
  return store.values('secrets').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- tokens ------------------------------------------------------------------------------------

export function createToken(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('tokens', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('tokens', record.id, record);
  return { ok: true, record };
}

export function getToken(store, id) {
  const record = store.get('tokens', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateToken(store, id, patch) {
  const current = store.get('tokens', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('tokens', id, next);
  return { ok: true, record: next };
}

export function removeToken(store, id) {
  if (!store.has('tokens', id)) return { ok: false, errors: ['not found'] };
  store.delete('tokens', id);
  return { ok: true };
}

export function listTokens(store) {
  return store.values('tokens').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- sessions ----------------------------------------------------------------------------------

export function createSession(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('sessions', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('sessions', record.id, record);
  return { ok: true, record };
}

export function getSession(store, id) {
  const record = store.get('sessions', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateSession(store, id, patch) {
  const current = store.get('sessions', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('sessions', id, next);
  return { ok: true, record: next };
}

export function removeSession(store, id) {
  if (!store.has('sessions', id)) return { ok: false, errors: ['not found'] };
  store.delete('sessions', id);
  return { ok: true };
}

export function listSessions(store) {
  return store.values('sessions').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- devices -----------------------------------------------------------------------------------

export function createDevice(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('devices', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('devices', record.id, record);
  return { ok: true, record };
}

export function getDevice(store, id) {
  const record = store.get('devices', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateDevice(store, id, patch) {
  const current = store.get('devices', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('devices', id, next);
  return { ok: true, record: next };
}

export function removeDevice(store, id) {
  if (!store.has('devices', id)) return { ok: false, errors: ['not found'] };
  store.delete('devices', id);
  return { ok: true };
}

export function listDevices(store) {
  return store.values('devices').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- invoices ----------------------------------------------------------------------------------

export function createInvoice(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('invoices', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('invoices', record.id, record);
  return { ok: true, record };
}

export function getInvoice(store, id) {
  const record = store.get('invoices', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateInvoice(store, id, patch) {
  const current = store.get('invoices', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('orders', id, next);
  return { ok: true, record: next };
}

export function removeInvoice(store, id) {
  if (!store.has('invoices', id)) return { ok: false, errors: ['not found'] };
  store.delete('invoices', id);
  return { ok: true };
}

export function listInvoices(store) {
  return store.values('invoices').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- notifications -----------------------------------------------------------------------------

export function createNotification(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('notifications', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('notifications', record.id, record);
  return { ok: true, record };
}

export function getNotification(store, id) {
  const record = store.get('notifications', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateNotification(store, id, patch) {
  const current = store.get('notifications', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('notifications', id, next);
  return { ok: true, record: next };
}

export function removeNotification(store, id) {
  if (!store.has('notifications', id)) return { ok: false, errors: ['not found'] };
  store.delete('notifications', id);
  return { ok: true };
}

export function listNotifications(store) {
  return store.values('notifications').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- messages ----------------------------------------------------------------------------------

export function createMessage(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('messages', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('messages', record.id, record);
  return { ok: true, record };
}

export function getMessage(store, id) {
  const record = store.get('messages', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateMessage(store, id, patch) {
  const current = store.get('messages', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('messages', id, next);
  return { ok: true, record: next };
}

export function removeMessage(store, id) {
  if (!store.has('messages', id)) return { ok: false, errors: ['not found'] };
  store.delete('messages', id);
  return { ok: true };
}

export function listMessages(store) {
  return store.values('messages').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- channels ----------------------------------------------------------------------------------

export function createChannel(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('channels', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('channels', record.id, record);
  return { ok: true, record };
}

export function getChannel(store, id) {
  const record = store.get('channels', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateChannel(store, id, patch) {
  const current = store.get('channels', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('channels', id, next);
  return { ok: true, record: next };
}

export function removeChannel(store, id) {
  if (!store.has('channels', id)) return { ok: false, errors: ['not found'] };
  store.delete('channels', id);
  return { ok: true };
}

export function listChannels(store) {
  return store.values('channels').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- webhooks ----------------------------------------------------------------------------------

export function createWebhook(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('webhooks', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('webhooks', record.id, record);
  return { ok: true, record };
}

export function getWebhook(store, id) {
  const record = store.get('webhooks', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateWebhook(store, id, patch) {
  const current = store.get('webhooks', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('webhooks', id, next);
  return { ok: true, record: next };
}

export function removeWebhook(store, id) {
  if (!store.has('webhooks', id)) return { ok: false, errors: ['not found'] };
  store.delete('webhooks', id);
  return { ok: true };
}

export function listWebhooks(store) {
  return store.values('webhooks').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- reports -----------------------------------------------------------------------------------

export function createReport(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('reports', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('reports', record.id, record);
  return { ok: true, record };
}

export function getReport(store, id) {
  const record = store.get('reports', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateReport(store, id, patch) {
  const current = store.get('reports', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('reports', id, next);
  return { ok: true, record: next };
}

export function removeReport(store, id) {
  if (!store.has('reports', id)) return { ok: false, errors: ['not found'] };
  store.delete('reports', id);
  return { ok: true };
}

export function listReports(store) {
  return store.values('reports').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- dashboards --------------------------------------------------------------------------------

export function createDashboard(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('dashboards', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('dashboards', record.id, record);
  return { ok: true, record };
}

export function getDashboard(store, id) {
  const record = store.get('dashboards', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateDashboard(store, id, patch) {
  const current = store.get('dashboards', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('dashboards', id, next);
  return { ok: true, record: next };
}

export function removeDashboard(store, id) {
  if (!store.has('dashboards', id)) return { ok: false, errors: ['not found'] };
  store.delete('dashboards', id);
  return { ok: true };
}

export function listDashboards(store) {
  return store.values('dashboards').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- widgets -----------------------------------------------------------------------------------

export function createWidget(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('widgets', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('widgets', record.id, record);
  return { ok: true, record };
}

export function getWidget(store, id) {
  const record = store.get('widgets', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateWidget(store, id, patch) {
  const current = store.get('widgets', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('widgets', id, next);
  return { ok: true, record: next };
}

export function removeWidget(store, id) {
  if (!store.has('widgets', id)) return { ok: false, errors: ['not found'] };
  store.delete('widgets', id);
  return { ok: true };
}

export function listWidgets(store) {
  return store.values('widgets').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- metrics -----------------------------------------------------------------------------------

export function createMetric(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('metrics', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('metrics', record.id, record);
  return { ok: true, record };
}

export function getMetric(store, id) {
  const record = store.get('metrics', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateMetric(store, id, patch) {
  const current = store.get('metrics', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('metrics', id, next);
  return { ok: true, record: next };
}

export function removeMetric(store, id) {
  if (!store.has('metrics', id)) return { ok: false, errors: ['not found'] };
  store.delete('metrics', id);
  return { ok: true };
}

export function listMetrics(store) {
  return store.values('metrics').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- alerts ------------------------------------------------------------------------------------

export function createAlert(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('alerts', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('alerts', record.id, record);
  return { ok: true, record };
}

export function getAlert(store, id) {
  const record = store.get('alerts', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateAlert(store, id, patch) {
  const current = store.get('alerts', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('alerts', id, next);
  return { ok: true, record: next };
}

export function removeAlert(store, id) {
  if (!store.has('alerts', id)) return { ok: false, errors: ['not found'] };
  store.delete('alerts', id);
  return { ok: true };
}

export function listAlerts(store) {
  return store.values('alerts').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- incidents ---------------------------------------------------------------------------------

export function createIncident(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('incidents', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('incidents', record.id, record);
  return { ok: true, record };
}

export function getIncident(store, id) {
  const record = store.get('incidents', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateIncident(store, id, patch) {
  const current = store.get('incidents', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('incidents', id, next);
  return { ok: true, record: next };
}

export function removeIncident(store, id) {
  if (!store.has('incidents', id)) return { ok: false, errors: ['not found'] };
  store.delete('incidents', id);
  return { ok: true };
}

export function listIncidents(store) {
  return store.values('incidents').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- schedules ---------------------------------------------------------------------------------

export function createSchedule(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('schedules', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('schedules', record.id, record);
  return { ok: true, record };
}

export function getSchedule(store, id) {
  const record = store.get('schedules', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateSchedule(store, id, patch) {
  const current = store.get('schedules', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('schedules', id, next);
  return { ok: true, record: next };
}

export function removeSchedule(store, id) {
  if (!store.has('schedules', id)) return { ok: false, errors: ['not found'] };
  store.delete('schedules', id);
  return { ok: true };
}

export function listSchedules(store) {
  return store.values('schedules').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- shifts ------------------------------------------------------------------------------------

export function createShift(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('shifts', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('shifts', record.id, record);
  return { ok: true, record };
}

export function getShift(store, id) {
  const record = store.get('shifts', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateShift(store, id, patch) {
  const current = store.get('shifts', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('shifts', id, next);
  return { ok: true, record: next };
}

export function removeShift(store, id) {
  if (!store.has('shifts', id)) return { ok: false, errors: ['not found'] };
  store.delete('shifts', id);
  return { ok: true };
}

export function listShifts(store) {
  return store.values('shifts').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- employees ---------------------------------------------------------------------------------

export function createEmployee(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('employees', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('employees', record.id, record);
  return { ok: true, record };
}

export function getEmployee(store, id) {
  const record = store.get('employees', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateEmployee(store, id, patch) {
  const current = store.get('employees', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('employees', id, next);
  return { ok: true, record: next };
}

export function removeEmployee(store, id) {
  if (!store.has('employees', id)) return { ok: false, errors: ['not found'] };
  store.delete('employees', id);
  return { ok: true };
}

export function listEmployees(store) {
  return store.values('employees').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- departments -------------------------------------------------------------------------------

export function createDepartment(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('departments', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('departments', record.id, record);
  return { ok: true, record };
}

export function getDepartment(store, id) {
  const record = store.get('departments', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateDepartment(store, id, patch) {
  const current = store.get('departments', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('departments', id, next);
  return { ok: true, record: next };
}

export function removeDepartment(store, id) {
  if (!store.has('departments', id)) return { ok: false, errors: ['not found'] };
  store.delete('departments', id);
  return { ok: true };
}

export function listDepartments(store) {
  return store.values('departments').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- locations ---------------------------------------------------------------------------------

export function createLocation(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('locations', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('locations', record.id, record);
  return { ok: true, record };
}

export function getLocation(store, id) {
  const record = store.get('locations', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateLocation(store, id, patch) {
  const current = store.get('locations', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('locations', id, next);
  return { ok: true, record: next };
}

export function removeLocation(store, id) {
  if (!store.has('locations', id)) return { ok: false, errors: ['not found'] };
  store.delete('locations', id);
  return { ok: true };
}

export function listLocations(store) {
  return store.values('locations').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- assets ------------------------------------------------------------------------------------

export function createAsset(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('assets', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('assets', record.id, record);
  return { ok: true, record };
}

export function getAsset(store, id) {
  const record = store.get('assets', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateAsset(store, id, patch) {
  const current = store.get('assets', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('assets', id, next);
  return { ok: true, record: next };
}

export function removeAsset(store, id) {
  if (!store.has('assets', id)) return { ok: false, errors: ['not found'] };
  store.delete('assets', id);
  return { ok: true };
}

export function listAssets(store) {
  return store.values('assets').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- vendors -----------------------------------------------------------------------------------

export function createVendor(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('vendors', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('vendors', record.id, record);
  return { ok: true, record };
}

export function getVendor(store, id) {
  const record = store.get('vendors', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateVendor(store, id, patch) {
  const current = store.get('vendors', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('vendors', id, next);
  return { ok: true, record: next };
}

export function removeVendor(store, id) {
  if (!store.has('vendors', id)) return { ok: false, errors: ['not found'] };
  store.delete('vendors', id);
  return { ok: true };
}

export function listVendors(store) {
  return store.values('vendors').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- contracts ---------------------------------------------------------------------------------

export function createContract(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('contracts', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('contracts', record.id, record);
  return { ok: true, record };
}

export function getContract(store, id) {
  const record = store.get('contracts', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateContract(store, id, patch) {
  const current = store.get('contracts', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('contracts', id, next);
  return { ok: true, record: next };
}

export function removeContract(store, id) {
  if (!store.has('contracts', id)) return { ok: false, errors: ['not found'] };
  store.delete('contracts', id);
  return { ok: true };
}

export function listContracts(store) {
  return store.values('contracts').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- quotes ------------------------------------------------------------------------------------

export function createQuote(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('quotes', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('quotes', record.id, record);
  return { ok: true, record };
}

export function getQuote(store, id) {
  const record = store.get('quotes', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateQuote(store, id, patch) {
  const current = store.get('quotes', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('quotes', id, next);
  return { ok: true, record: next };
}

export function removeQuote(store, id) {
  if (!store.has('quotes', id)) return { ok: false, errors: ['not found'] };
  store.delete('quotes', id);
  return { ok: true };
}

export function listQuotes(store) {
  return store.values('quotes').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- leads -------------------------------------------------------------------------------------

export function createLead(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('leads', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('leads', record.id, record);
  return { ok: true, record };
}

export function getLead(store, id) {
  const record = store.get('leads', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateLead(store, id, patch) {
  const current = store.get('leads', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('leads', id, next);
  return { ok: true, record: next };
}

export function removeLead(store, id) {
  if (!store.has('leads', id)) return { ok: false, errors: ['not found'] };
  store.delete('leads', id);
  return { ok: true };
}

export function listLeads(store) {
  return store.values('leads').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- campaigns ---------------------------------------------------------------------------------

export function createCampaign(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('campaigns', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('campaigns', record.id, record);
  return { ok: true, record };
}

export function getCampaign(store, id) {
  const record = store.get('campaigns', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateCampaign(store, id, patch) {
  const current = store.get('campaigns', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('campaigns', id, next);
  return { ok: true, record: next };
}

export function removeCampaign(store, id) {
  if (!store.has('campaigns', id)) return { ok: false, errors: ['not found'] };
  store.delete('campaigns', id);
  return { ok: true };
}

export function listCampaigns(store) {
  return store.values('campaigns').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- segments ----------------------------------------------------------------------------------

export function createSegment(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('segments', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('segments', record.id, record);
  return { ok: true, record };
}

export function getSegment(store, id) {
  const record = store.get('segments', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateSegment(store, id, patch) {
  const current = store.get('segments', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('segments', id, next);
  return { ok: true, record: next };
}

export function removeSegment(store, id) {
  if (!store.has('segments', id)) return { ok: false, errors: ['not found'] };
  store.delete('segments', id);
  return { ok: true };
}

export function listSegments(store) {
  return store.values('segments').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- surveys -----------------------------------------------------------------------------------

export function createSurvey(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('surveys', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('surveys', record.id, record);
  return { ok: true, record };
}

export function getSurvey(store, id) {
  const record = store.get('surveys', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateSurvey(store, id, patch) {
  const current = store.get('surveys', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('surveys', id, next);
  return { ok: true, record: next };
}

export function removeSurvey(store, id) {
  if (!store.has('surveys', id)) return { ok: false, errors: ['not found'] };
  store.delete('surveys', id);
  return { ok: true };
}

export function listSurveys(store) {
  return store.values('surveys').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- responses ---------------------------------------------------------------------------------

export function createResponse(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('responses', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('responses', record.id, record);
  return { ok: true, record };
}

export function getResponse(store, id) {
  const record = store.get('responses', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateResponse(store, id, patch) {
  const current = store.get('responses', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('responses', id, next);
  return { ok: true, record: next };
}

export function removeResponse(store, id) {
  if (!store.has('responses', id)) return { ok: false, errors: ['not found'] };
  store.delete('responses', id);
  return { ok: true };
}

export function listResponses(store) {
  return store.values('responses').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- badges ------------------------------------------------------------------------------------

export function createBadge(store, input) {
  const errors = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('id is required');
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.push('name is required');
  if (errors.length > 0) return { ok: false, errors };
  if (store.has('badges', input.id)) return { ok: false, errors: ['already exists'] };
  const record = { id: input.id, name: input.name.trim(), version: 1, createdAt: store.now() };
  store.put('badges', record.id, record);
  return { ok: true, record };
}

export function getBadge(store, id) {
  const record = store.get('badges', id);
  if (record === undefined) return { ok: false, errors: ['not found'] };
  return { ok: true, record };
}

export function updateBadge(store, id, patch) {
  const current = store.get('badges', id);
  if (current === undefined) return { ok: false, errors: ['not found'] };
  if (patch.version !== current.version) return { ok: false, errors: ['version conflict'] };
  const next = { ...current, ...patch, id, version: current.version + 1, updatedAt: store.now() };
  store.put('badges', id, next);
  return { ok: true, record: next };
}

export function removeBadge(store, id) {
  if (!store.has('badges', id)) return { ok: false, errors: ['not found'] };
  store.delete('badges', id);
  return { ok: true };
}

export function listBadges(store) {
  return store.values('badges').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const HANDLERS = {
  orders: { create: createOrder, get: getOrder, update: updateOrder, remove: removeOrder, list: listOrders },
  customers: { create: createCustomer, get: getCustomer, update: updateCustomer, remove: removeCustomer, list: listCustomers },
  products: { create: createProduct, get: getProduct, update: updateProduct, remove: removeProduct, list: listProducts },
  shipments: { create: createShipment, get: getShipment, update: updateShipment, remove: removeShipment, list: listShipments },
  payments: { create: createPayment, get: getPayment, update: updatePayment, remove: removePayment, list: listPayments },
  refunds: { create: createRefund, get: getRefund, update: updateRefund, remove: removeRefund, list: listRefunds },
  coupons: { create: createCoupon, get: getCoupon, update: updateCoupon, remove: removeCoupon, list: listCoupons },
  reviews: { create: createReview, get: getReview, update: updateReview, remove: removeReview, list: listReviews },
  suppliers: { create: createSupplier, get: getSupplier, update: updateSupplier, remove: removeSupplier, list: listSuppliers },
  warehouses: { create: createWarehouse, get: getWarehouse, update: updateWarehouse, remove: removeWarehouse, list: listWarehouses },
  categories: { create: createCategory, get: getCategory, update: updateCategory, remove: removeCategory, list: listCategories },
  brands: { create: createBrand, get: getBrand, update: updateBrand, remove: removeBrand, list: listBrands },
  carts: { create: createCart, get: getCart, update: updateCart, remove: removeCart, list: listCarts },
  wishlists: { create: createWishlist, get: getWishlist, update: updateWishlist, remove: removeWishlist, list: listWishlists },
  addresses: { create: createAddress, get: getAddress, update: updateAddress, remove: removeAddress, list: listAddresses },
  subscriptions: { create: createSubscription, get: getSubscription, update: updateSubscription, remove: removeSubscription, list: listSubscriptions },
  plans: { create: createPlan, get: getPlan, update: updatePlan, remove: removePlan, list: listPlans },
  tickets: { create: createTicket, get: getTicket, update: updateTicket, remove: removeTicket, list: listTickets },
  agents: { create: createAgent, get: getAgent, update: updateAgent, remove: removeAgent, list: listAgents },
  teams: { create: createTeam, get: getTeam, update: updateTeam, remove: removeTeam, list: listTeams },
  projects: { create: createProject, get: getProject, update: updateProject, remove: removeProject, list: listProjects },
  tasks: { create: createTask, get: getTask, update: updateTask, remove: removeTask, list: listTasks },
  comments: { create: createComment, get: getComment, update: updateComment, remove: removeComment, list: listComments },
  attachments: { create: createAttachment, get: getAttachment, update: updateAttachment, remove: removeAttachment, list: listAttachments },
  labels: { create: createLabel, get: getLabel, update: updateLabel, remove: removeLabel, list: listLabels },
  milestones: { create: createMilestone, get: getMilestone, update: updateMilestone, remove: removeMilestone, list: listMilestones },
  releases: { create: createRelease, get: getRelease, update: updateRelease, remove: removeRelease, list: listReleases },
  builds: { create: createBuild, get: getBuild, update: updateBuild, remove: removeBuild, list: listBuilds },
  deployments: { create: createDeployment, get: getDeployment, update: updateDeployment, remove: removeDeployment, list: listDeployments },
  environments: { create: createEnvironment, get: getEnvironment, update: updateEnvironment, remove: removeEnvironment, list: listEnvironments },
  secrets: { create: createSecret, get: getSecret, update: updateSecret, remove: removeSecret, list: listSecrets },
  tokens: { create: createToken, get: getToken, update: updateToken, remove: removeToken, list: listTokens },
  sessions: { create: createSession, get: getSession, update: updateSession, remove: removeSession, list: listSessions },
  devices: { create: createDevice, get: getDevice, update: updateDevice, remove: removeDevice, list: listDevices },
  invoices: { create: createInvoice, get: getInvoice, update: updateInvoice, remove: removeInvoice, list: listInvoices },
  notifications: { create: createNotification, get: getNotification, update: updateNotification, remove: removeNotification, list: listNotifications },
  messages: { create: createMessage, get: getMessage, update: updateMessage, remove: removeMessage, list: listMessages },
  channels: { create: createChannel, get: getChannel, update: updateChannel, remove: removeChannel, list: listChannels },
  webhooks: { create: createWebhook, get: getWebhook, update: updateWebhook, remove: removeWebhook, list: listWebhooks },
  reports: { create: createReport, get: getReport, update: updateReport, remove: removeReport, list: listReports },
  dashboards: { create: createDashboard, get: getDashboard, update: updateDashboard, remove: removeDashboard, list: listDashboards },
  widgets: { create: createWidget, get: getWidget, update: updateWidget, remove: removeWidget, list: listWidgets },
  metrics: { create: createMetric, get: getMetric, update: updateMetric, remove: removeMetric, list: listMetrics },
  alerts: { create: createAlert, get: getAlert, update: updateAlert, remove: removeAlert, list: listAlerts },
  incidents: { create: createIncident, get: getIncident, update: updateIncident, remove: removeIncident, list: listIncidents },
  schedules: { create: createSchedule, get: getSchedule, update: updateSchedule, remove: removeSchedule, list: listSchedules },
  shifts: { create: createShift, get: getShift, update: updateShift, remove: removeShift, list: listShifts },
  employees: { create: createEmployee, get: getEmployee, update: updateEmployee, remove: removeEmployee, list: listEmployees },
  departments: { create: createDepartment, get: getDepartment, update: updateDepartment, remove: removeDepartment, list: listDepartments },
  locations: { create: createLocation, get: getLocation, update: updateLocation, remove: removeLocation, list: listLocations },
  assets: { create: createAsset, get: getAsset, update: updateAsset, remove: removeAsset, list: listAssets },
  vendors: { create: createVendor, get: getVendor, update: updateVendor, remove: removeVendor, list: listVendors },
  contracts: { create: createContract, get: getContract, update: updateContract, remove: removeContract, list: listContracts },
  quotes: { create: createQuote, get: getQuote, update: updateQuote, remove: removeQuote, list: listQuotes },
  leads: { create: createLead, get: getLead, update: updateLead, remove: removeLead, list: listLeads },
  campaigns: { create: createCampaign, get: getCampaign, update: updateCampaign, remove: removeCampaign, list: listCampaigns },
  segments: { create: createSegment, get: getSegment, update: updateSegment, remove: removeSegment, list: listSegments },
  surveys: { create: createSurvey, get: getSurvey, update: updateSurvey, remove: removeSurvey, list: listSurveys },
  responses: { create: createResponse, get: getResponse, update: updateResponse, remove: removeResponse, list: listResponses },
  badges: { create: createBadge, get: getBadge, update: updateBadge, remove: removeBadge, list: listBadges },
};

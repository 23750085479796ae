// Page arithmetic for list endpoints (?page=N&per_page=M).

export function pageCount(total, perPage) {
  if (!Number.isInteger(perPage) || perPage <= 0) {
    throw new RangeError('perPage must be a positive integer');
  }
  return Math.floor(total / perPage);
}

export function paginate(items, page, perPage) {
  const pages = pageCount(items.length, perPage);
  const last = Math.max(pages, 1);
  if (!Number.isInteger(page) || page < 1 || page > last) {
    throw new RangeError(`page ${page} is out of range 1..${last}`);
  }
  const start = (page - 1) * perPage;
  return {
    items: items.slice(start, start + perPage),
    page,
    pages,
    hasNext: page < pages,
  };
}

export function linkHeader(baseUrl, page, pages) {
  const links = [];
  if (page > 1) links.push(`<${baseUrl}?page=${page - 1}>; rel="prev"`);
  if (page < pages) links.push(`<${baseUrl}?page=${page + 1}>; rel="next"`);
  if (pages > 0) links.push(`<${baseUrl}?page=${pages}>; rel="last"`);
  return links.join(', ');
}

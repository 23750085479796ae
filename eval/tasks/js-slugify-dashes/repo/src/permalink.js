import { uniqueSlug } from './slugify.js';

export function permalink(post, taken = new Set()) {
  const date = new Date(post.publishedAt);
  const year = date.getUTCFullYear();
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `/${year}/${month}/${uniqueSlug(post.title, taken)}/`;
}

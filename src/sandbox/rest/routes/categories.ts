/**
 * The category list answered by `GET /v3/settings/podcast-category/options` and used to validate
 * `podcastCategory` (4.20). Its shape is the sandbox's choice (not shown in the spec); it holds
 * every category of the seed.
 */
export const PODCAST_CATEGORIES: ReadonlyArray<{ name: string; subcategories: readonly string[] }> = [
  { name: 'Arts', subcategories: ['Books', 'Design', 'Fashion & Beauty', 'Food', 'Performing Arts', 'Visual Arts'] },
  { name: 'Business', subcategories: ['Careers', 'Entrepreneurship', 'Investing', 'Management', 'Marketing'] },
  { name: 'Comedy', subcategories: ['Comedy Interviews', 'Improv', 'Stand-Up'] },
  { name: 'Education', subcategories: ['Courses', 'How To', 'Language Learning', 'Self-Improvement'] },
  { name: 'Health & Fitness', subcategories: ['Fitness', 'Mental Health', 'Nutrition'] },
  { name: 'Leisure', subcategories: ['Animation & Manga', 'Automotive', 'Games', 'Hobbies', 'Home & Garden', 'Video Games'] },
  { name: 'News', subcategories: ['Business News', 'Daily News', 'Politics', 'Tech News'] },
  { name: 'Science', subcategories: ['Astronomy', 'Chemistry', 'Mathematics', 'Nature', 'Physics'] },
  { name: 'Society & Culture', subcategories: ['Documentary', 'Personal Journals', 'Philosophy', 'Relationships'] },
  { name: 'Technology', subcategories: ['Gadgets', 'Programming', 'Software'] },
];

/** True for `Category|Subcategory` pairs of the list above (spec 2.4: two names joined by `|`). */
export function isValidCategoryPair(value: string): boolean {
  const [name, sub, ...rest] = value.split('|');
  if (rest.length > 0 || sub === undefined) return false;
  return PODCAST_CATEGORIES.some((c) => c.name === name && c.subcategories.includes(sub));
}

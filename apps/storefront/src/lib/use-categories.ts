// The category tree for the header, drawer and footer (spec 7: categories-with-children,
// "data stored as savedCategories"). The stored copy paints the menus at once on a return
// visit; the fresh answer replaces it. A failure is only logged (spec 8).
import { STORAGE_KEYS, getSafeStorage, readJson, writeJson, type CategoryNode, type SearchCategory } from '@horeca/core';
import { api } from './api';
import { useApiData } from './use-api-data';

function isCategoryList(value: unknown): value is CategoryNode[] {
  return Array.isArray(value) && value.every((node) => typeof node === 'object' && node !== null && 'slug' in node && 'children' in node);
}

export function storedCategories(): CategoryNode[] | undefined {
  const stored = readJson<CategoryNode[] | null>(getSafeStorage('local'), STORAGE_KEYS.savedCategories, null, (v): v is CategoryNode[] | null => v === null || isCategoryList(v));
  return stored && stored.length > 0 ? stored : undefined;
}

async function loadCategories(): Promise<CategoryNode[]> {
  try {
    const { data } = await api.getCategoriesWithChildren();
    writeJson(getSafeStorage('local'), STORAGE_KEYS.savedCategories, data);
    return data;
  } catch (error) {
    console.error('Categories could not be loaded', error);
    throw error;
  }
}

export function useCategories(): CategoryNode[] {
  const { data } = useApiData(['categories-with-children'], loadCategories, {
    fallbackData: storedCategories(),
    revalidateOnMount: true,
  });
  return data ?? [];
}

/** Paths of the tree: departments at /{dept}, then /{parent}/{child} (the API's own URLs). */
export function departmentPath(department: Pick<CategoryNode, 'slug'>): string {
  return `/${department.slug}`;
}

export function childPath(parent: Pick<CategoryNode, 'slug'>, child: Pick<CategoryNode, 'slug'>): string {
  return `/${parent.slug}/${child.slug}`;
}

/** Every node of the tree with its parents' slugs, the shape searchSubmitTarget reads. */
export function flattenCategories(tree: CategoryNode[]): SearchCategory[] {
  const out: SearchCategory[] = [];
  for (const department of tree) {
    out.push({ id: department.id, name: department.name, slug: department.slug });
    for (const child of department.children) {
      out.push({ id: child.id, name: child.name, slug: child.slug, parent_slug: department.slug });
      for (const grandchild of child.children) {
        // Third-level pages live at /{parent}/{child}, as the API's breadcrumbs link them.
        out.push({ id: grandchild.id, name: grandchild.name, slug: grandchild.slug, parent_slug: child.slug });
      }
    }
  }
  return out;
}

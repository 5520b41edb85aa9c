// Paths of the category tree (the tree itself: useCategories in resources/catalogue.ts).
import type { CategoryNode } from '@horeca/core/product';
import type { SearchCategory } from '@horeca/core/routing';

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

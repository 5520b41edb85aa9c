// /all-categories: every department with its categories and subcategories.
import { Link } from 'react-router';
import { childPath, departmentPath } from '../lib/category-paths';
import { useCategories } from '../resources/catalogue';
import { usePageMeta } from '../lib/use-page-meta';
import { PageLoading } from '../shell/page-loading';
import { useWords } from '../lib/words';

export function CategoryIndex() {
  const tree = useCategories();
  if (tree.length === 0) return <PageLoading />;
  return (
    <div className="category-index">
      {tree.map((department) => (
        <section key={department.slug} aria-labelledby={`dept-${department.slug}`} className="category-index__department">
          <h2 id={`dept-${department.slug}`}>
            <Link to={departmentPath(department)}>{department.name}</Link>
          </h2>
          <ul className="category-index__list">
            {department.children.map((child) => (
              <li key={child.slug}>
                <Link to={childPath(department, child)} className="category-index__child">{child.name}</Link>
                <ul>
                  {child.children.map((grandchild) => (
                    <li key={grandchild.slug}>
                      <Link to={childPath(child, grandchild)}>{grandchild.name}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export default function AllCategoriesPage() {
  const { storefront: storefrontMessages } = useWords();
  usePageMeta({ title: storefrontMessages.allCategories, description: storefrontMessages.allCategoriesDescription });
  return (
    <>
      <h1>{storefrontMessages.allCategories}</h1>
      <CategoryIndex />
    </>
  );
}

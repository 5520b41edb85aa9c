// /blog and /blog/category/{id}: posts newest first, the category list and pagination.
import type { BlogCategory, BlogPost } from '@horeca/core/api';
import { Link, NavLink, useLocation, useParams } from 'react-router';
import { PageData } from '../../components/page-state';
import { Pagination } from '../../components/pagination';
import { useBlogCategories, useBlogPosts } from '../../resources/content';
import { usePageMeta } from '../../lib/use-page-meta';
import { useWords } from '../../lib/words';

const PER_PAGE = 12;

export default function BlogPage() {
  const { storefront: storefrontMessages } = useWords();
  const { id } = useParams();
  const page = Math.max(1, Number(new URLSearchParams(useLocation().search).get('page')) || 1);
  const categories = useBlogCategories();
  const posts = useBlogPosts(id, page, PER_PAGE);
  const category = posts.data && 'category' in posts.data ? (posts.data.category as BlogCategory) : undefined;
  const title = category ? category.name : storefrontMessages.blogTitle;
  usePageMeta({ title, description: category?.description ?? storefrontMessages.blogDescription, canonical: id ? `/blog/category/${id}` : '/blog' });
  return (
    <div className="blog">
      <h1>{title}</h1>
      <nav aria-label={storefrontMessages.blogCategories} className="chips">
        <NavLink to="/blog" end className="chip">
          {storefrontMessages.all}
        </NavLink>
        {(categories.data?.data ?? []).map((item) => (
          <NavLink key={item.id} to={`/blog/category/${item.slug}`} className="chip">
            {item.name}
          </NavLink>
        ))}
      </nav>
      <PageData data={posts.data} error={posts.error} reload={posts.reload}>
        {(answer) => (
          <>
            <ul className="post-grid">
              {answer.data.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
            <Pagination page={answer.meta.page} lastPage={answer.meta.last_page} />
          </>
        )}
      </PageData>
    </div>
  );
}

function PostCard({ post }: { post: BlogPost }) {
  return (
    <article className="post-card">
      <img src={post.image} alt="" width="400" height="225" loading="lazy" decoding="async" />
      <h2>
        <Link to={`/blog/${post.slug}`}>{post.title}</Link>
      </h2>
      <p>{post.excerpt}</p>
      <p className="post-card__meta">
        {post.author} · <time dateTime={post.published_at}>{post.published_at.slice(0, 10)}</time>
      </p>
    </article>
  );
}

import { useFrontmatter } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import type { HomePictureName } from '../../../shared/home/pictures';
import { useUiText } from '../../hooks/useUiText';
import { HomePicture } from '../HomePicture/HomePicture';
import { HomeSection } from '../HomeSection/HomeSection';
import './HomeTasks.css';

export interface HomePictureCard {
  title: string;
  details: string;
  picture: HomePictureName;
  link: string;
}

/**
 * The home page's task entry points (frontmatter `tasks`): what integrators
 * come to do (accept a Pix, accept cards, pay out, go live), each with a
 * picture of it and a link to where it starts.
 */
export function HomeTasks() {
  const t = useUiText();
  const { frontmatter } = useFrontmatter();
  const tasks = (frontmatter?.tasks as HomePictureCard[] | undefined) ?? [];
  if (tasks.length === 0) return null;
  return (
    <HomeSection id="ap-home-tasks-title" title={t('homeTasksTitle')} className="ap-home-tasks">
      <ul className="ap-home-grid">
        {tasks.map((task) => (
          <li key={task.link}>
            <Link className="ap-home-card ap-home-tasks__card" href={task.link}>
              <span className="ap-home-tasks__picture">
                <HomePicture name={task.picture} />
              </span>
              <span className="ap-home-card__title ap-home-tasks__title">{task.title}</span>
              <span className="ap-home-card__details ap-home-tasks__details">{task.details}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

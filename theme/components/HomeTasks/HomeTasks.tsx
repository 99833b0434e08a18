import { useFrontmatter } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import type { HomeTaskPictureName } from '../../../shared/home/task-pictures';
import { useUiText } from '../../hooks/useUiText';
import { TaskPicture } from './TaskPicture';
import './HomeTasks.css';

interface HomeTask {
  title: string;
  details: string;
  picture: HomeTaskPictureName;
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
  const tasks = (frontmatter?.tasks as HomeTask[] | undefined) ?? [];
  if (tasks.length === 0) return null;
  return (
    <section className="ap-home-section ap-home-tasks" aria-labelledby="ap-home-tasks-title">
      <h2 className="ap-home-section__title" id="ap-home-tasks-title">
        {t('homeTasksTitle')}
      </h2>
      <ul className="ap-home-tasks__list">
        {tasks.map((task) => (
          <li key={task.link}>
            <Link className="ap-home-tasks__card" href={task.link}>
              <span className="ap-home-tasks__picture">
                <TaskPicture name={task.picture} />
              </span>
              <span className="ap-home-tasks__title">{task.title}</span>
              <span className="ap-home-tasks__details">{task.details}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

// Every story renders inside StoryRuntime: storage, page store and API as the story's
// `parameters.horeca` describe them. No story talks to a server.
import type { Preview } from '@storybook/react-vite';
import { StoryRuntime, type HorecaStoryParameters } from '../packages/widgets/stories/story-runtime';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
  decorators: [
    (Story, context) => (
      <StoryRuntime key={context.id} parameters={(context.parameters.horeca ?? {}) as HorecaStoryParameters}>
        <Story />
      </StoryRuntime>
    ),
  ],
};

export default preview;

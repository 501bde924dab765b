import '@mantine/core/styles/Skeleton.css';

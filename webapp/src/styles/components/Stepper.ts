import '@mantine/core/styles/Stepper.css';

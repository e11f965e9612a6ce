from journal.cli import main

main()

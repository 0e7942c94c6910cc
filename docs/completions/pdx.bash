# bash completion for pdx. Printed by `pdx completions bash` from pdx's table of subcommands; do not edit.
# Source it, or install it as PREFIX/share/bash-completion/completions/pdx.
_pdx() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
  local sub='' i k=0
  # A file name as typed (`my\ sc`, `"my sc`) without its quotes and backslashes, for
  # compgen; -o filenames quotes what it inserts. Nothing typed is evaluated.
  local file=${cur#[\"\']}
  file=${file//\\/}
  # bash splits words at '=' (COMP_WORDBREAKS): --set KNOB=VALUE and --option=VALUE come
  # as several words, the '=' one of them. After an '=', cur is the value, word k the key.
  if [[ $cur == = ]]; then
    k=$((COMP_CWORD - 1)) cur=''
  elif [[ $prev == = ]]; then
    k=$((COMP_CWORD - 2))
  fi
  if ((k > 0)); then
    local key=${COMP_WORDS[k]} before=${COMP_WORDS[k - 1]}
    [[ $before == = ]] && ((k > 1)) && before=${COMP_WORDS[k - 2]}
    if [[ $before == --set ]]; then
      case $key in
        onchange-initial) COMPREPLY=($(compgen -W 'on off' -- "$cur")) ;;
        delegate-install) COMPREPLY=($(compgen -W 'early late' -- "$cur")) ;;
        report-dismissals) COMPREPLY=($(compgen -W 'on off' -- "$cur")) ;;
        main-actor) COMPREPLY=($(compgen -W 'on off' -- "$cur")) ;;
        will-present) COMPREPLY=($(compgen -W 'on off' -- "$cur")) ;;
        reset-link) COMPREPLY=($(compgen -W 'on off' -- "$cur")) ;;
        on-new-intent) COMPREPLY=($(compgen -W 'on off' -- "$cur")) ;;
        nil-before-dismiss) COMPREPLY=($(compgen -W 'on off' -- "$cur")) ;;
        ios) COMPREPLY=($(compgen -W '26 18' -- "$cur")) ;;
        did-move-to-parent) COMPREPLY=($(compgen -W 'on off' -- "$cur")) ;;
        presentation-did-dismiss) COMPREPLY=($(compgen -W 'on off' -- "$cur")) ;;
        stack-helper) COMPREPLY=($(compgen -W 'on off' -- "$cur")) ;;
        guard-at-root) COMPREPLY=($(compgen -W 'on off' -- "$cur")) ;;
        root-transition) COMPREPLY=($(compgen -W 'on off' -- "$cur")) ;;
        switch-tab) COMPREPLY=($(compgen -W 'on off' -- "$cur")) ;;
        theme-at-root) COMPREPLY=($(compgen -W 'on off' -- "$cur")) ;;
        scene-initial) COMPREPLY=($(compgen -W 'on off' -- "$cur")) ;;
        request-permission) COMPREPLY=($(compgen -W 'button launch' -- "$cur")) ;;
        presentado-reference) COMPREPLY=($(compgen -W 'on off' -- "$cur")) ;;
      esac
      return
    fi
    [[ $key == --* ]] && prev=$key
  fi
  # The subcommand: the first word that is not an option or an option's value.
  for ((i = 1; i < COMP_CWORD; i++)); do
    case ${COMP_WORDS[i]} in
      --color | --depth | --detail | --exclude | --filter | --format | --jobs | --junit | --lang | --lines | --max-memory | --max-states | --max-time | --out | --part | --platform | --rerun-failed | --section | --seed | --set | --shard | --steps | --summary | --width | -j)
        [[ ${COMP_WORDS[i + 1]} == = ]] && ((i++))
        ((i++))
        ;;
      =) ((i++)) ;;
      -*) ;;
      *)
        sub=${COMP_WORDS[i]}
        break
        ;;
    esac
  done
  # An option's value.
  case $sub:$prev in
    test:--format) COMPREPLY=($(compgen -W 'text json github tap' -- "$cur")) && return ;;
    walk:--out) mapfile -t COMPREPLY < <(compgen -d -- "$file") && return ;;
    exercise:--out) mapfile -t COMPREPLY < <(compgen -f -- "$file") && return ;;
    check:--platform) COMPREPLY=($(compgen -W 'ios android both' -- "$cur")) && return ;;
    check:--out) mapfile -t COMPREPLY < <(compgen -f -- "$file") && return ;;
    check:--format) COMPREPLY=($(compgen -W 'text json github' -- "$cur")) && return ;;
    graph:--format) COMPREPLY=($(compgen -W 'mermaid dot' -- "$cur")) && return ;;
    *:--platform) COMPREPLY=($(compgen -W 'ios android' -- "$cur")) && return ;;
    *:--format) COMPREPLY=($(compgen -W 'text json' -- "$cur")) && return ;;
    *:--color) COMPREPLY=($(compgen -W 'auto always never' -- "$cur")) && return ;;
    *:--lang) COMPREPLY=($(compgen -W 'en es' -- "$cur")) && return ;;
    *:--jobs | *:-j) return ;;
    *:--junit) mapfile -t COMPREPLY < <(compgen -f -- "$file") && return ;;
    *:--summary) mapfile -t COMPREPLY < <(compgen -f -- "$file") && return ;;
    *:--shard) return ;;
    *:--filter) return ;;
    *:--exclude) return ;;
    *:--rerun-failed) return ;;
    *:--out) mapfile -t COMPREPLY < <(compgen -d -- "$file") && return ;;
    *:--depth) return ;;
    *:--seed) return ;;
    *:--steps) return ;;
    *:--set)
      COMPREPLY=($(compgen -W 'onchange-initial= delegate-install= report-dismissals= main-actor= will-present= reset-link= on-new-intent= nil-before-dismiss= ios= did-move-to-parent= presentation-did-dismiss= stack-helper= guard-at-root= root-transition= switch-tab= theme-at-root= scene-initial= request-permission= presentado-reference=' -- "$cur"))
      compopt -o nospace +o filenames 2>/dev/null
      return
      ;;
    *:--max-states) return ;;
    *:--max-time) return ;;
    *:--max-memory) return ;;
    *:--detail) COMPREPLY=($(compgen -W 'messages changes all' -- "$cur")) && return ;;
    *:--part) return ;;
    *:--section) return ;;
    *:--lines) return ;;
    *:--width) return ;;
  esac
  if [[ $cur == -* ]]; then
    case $sub in
      run) COMPREPLY=($(compgen -W '--continue --ids --brief --platform --no-accounts --format --color --lang --no-pager --version --help -h' -- "$cur")) ;;
      test) COMPREPLY=($(compgen -W '--jobs -j --format --junit --summary --force --shard --fail-fast --filter --exclude --last-failed --rerun-failed --strict --update --platform --no-accounts --color --lang --no-pager --version --help -h' -- "$cur")) ;;
      walk) COMPREPLY=($(compgen -W '--markdown --out --force --ids --brief --predict --progress --clear --platform --no-accounts --format --color --lang --no-pager --version --help -h' -- "$cur")) ;;
      exercise) COMPREPLY=($(compgen -W '--check --depth --seal --out --next --clear --force --ids --brief --no-accounts --color --lang --no-pager --version --help -h' -- "$cur")) ;;
      explore) COMPREPLY=($(compgen -W '--seed --steps --platform --no-accounts --lang --no-pager --version --help -h' -- "$cur")) ;;
      check) COMPREPLY=($(compgen -W '--depth --platform --set --jobs -j --shard --max-states --max-time --max-memory --out --format --junit --summary --force --no-accounts --lang --no-pager --version --help -h' -- "$cur")) ;;
      graph) COMPREPLY=($(compgen -W '--format --detail --part --states --cover --depth --set --max-memory --section --lines --platform --no-accounts --lang --no-pager --version --help -h' -- "$cur")) ;;
      compare) COMPREPLY=($(compgen -W '--width --no-accounts --color --lang --no-pager --version --help -h' -- "$cur")) ;;
      completions) COMPREPLY=($(compgen -W '--lang --no-pager --help -h' -- "$cur")) ;;
      man) COMPREPLY=($(compgen -W '--lang --no-pager --help -h' -- "$cur")) ;;
      *) COMPREPLY=($(compgen -W '--ids --brief --platform --no-accounts --format --color --lang --no-pager --version --help -h' -- "$cur")) ;;
    esac
    return
  fi
  case $sub in
    '') COMPREPLY=($(compgen -W 'run test walk exercise explore check graph compare completions man' -- "$cur")) ;;
    run | test | walk | exercise | graph | compare) mapfile -t COMPREPLY < <(compgen -f -X '!*.pdx' -- "$file"; compgen -d -- "$file") ;;
    completions) COMPREPLY=($(compgen -W 'bash zsh fish' -- "$cur")) ;;
  esac
}
complete -o filenames -F _pdx pdx
